import type { RequestHandler } from "express";
import { withDatabaseBudget, type DatabaseBudget } from "#db/client";

/**
 * One budget for all of a request's database waits (db/client.ts,
 * withDatabaseBudget): a hung PostgreSQL costs a request `budgetMs` in all,
 * then 503, however many statements it would have run.
 */
export function boundDatabaseTime(budgetMs: number): RequestHandler {
  return (_req, res, next) => {
    const budget: DatabaseBudget = { remainingMs: budgetMs };
    res.locals.databaseBudget = budget;
    withDatabaseBudget(budget, next);
  };
}

/** The body parser calls on from the socket's events, outside the request's context: this puts the budget back. */
export const keepDatabaseBudget: RequestHandler = (_req, res, next) => {
  const budget = res.locals.databaseBudget as DatabaseBudget | undefined;
  if (budget) withDatabaseBudget(budget, next);
  else next();
};
