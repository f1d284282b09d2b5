import { describe, expect, it } from "vitest";
import { databaseUnavailable } from "./errors.ts";

/** A driver error as pg raises it, optionally wrapped as Drizzle wraps a failed query. */
const pgError = (code: string, message = "failed") => Object.assign(new Error(message), { code });
const wrapped = (cause: unknown) => Object.assign(new Error("Failed query: select 1"), { cause });

describe("databaseUnavailable", () => {
  it.each([
    ["a restart in progress", pgError("57P01", "terminating connection due to administrator command")],
    ["a database starting up", pgError("57P03", "the database system is starting up")],
    ["a connection failure", pgError("08006")],
    ["too many connections", pgError("53300")],
    ["a refused connection", pgError("ECONNREFUSED", "connect ECONNREFUSED 127.0.0.1:5432")],
    ["a connection cut mid-query", new Error("Connection terminated unexpectedly")],
    ["a pool that cannot connect in time", new Error("timeout exceeded when trying to connect")],
  ])("is true for %s, however deeply wrapped", (_name, err) => {
    expect(databaseUnavailable(err)).toBe(true);
    expect(databaseUnavailable(wrapped(wrapped(err)))).toBe(true);
  });

  it.each([
    ["a unique violation", pgError("23505")],
    ["a syntax error", pgError("42601")],
    ["a bug", new TypeError("Cannot read properties of undefined")],
    ["not an error", "text"],
  ])("is false for %s", (_name, err) => {
    expect(databaseUnavailable(err)).toBe(false);
  });
});
