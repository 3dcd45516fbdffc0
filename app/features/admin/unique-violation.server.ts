export { isUniqueViolation } from "#db/errors";
