/** Collects what is wrong with the content, one readable line per problem. */
import type { z } from 'zod';

export interface Problems {
  readonly list: string[];
  add(message: string): void;
  check(condition: boolean, message: string): void;
  /** One problem per value seen before. */
  unique(label: string, values: string[]): void;
  /** One problem per issue of a failed zod parse, named by its path. */
  zod(label: string, result: z.ZodSafeParseResult<unknown>): void;
}

export function collectProblems(): Problems {
  const list: string[] = [];
  const problems: Problems = {
    list,
    add: (message) => void list.push(message),
    check: (condition, message) => {
      if (!condition) list.push(message);
    },
    unique: (label, values) => {
      const seen = new Set<string>();
      for (const value of values) {
        problems.check(!seen.has(value), `${label}: duplicate "${value}"`);
        seen.add(value);
      }
    },
    zod: (label, result) => {
      if (!result.success) {
        for (const issue of result.error.issues)
          list.push(`${label}.${issue.path.join('.')}: ${issue.message}`);
      }
    },
  };
  return problems;
}
