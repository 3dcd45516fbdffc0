import { customType } from "drizzle-orm/pg-core";

/** Binary data (an image's bytes) as a Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});
