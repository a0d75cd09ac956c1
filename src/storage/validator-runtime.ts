// The two helpers Ajv's precompiled validators call (scripts/validators.mjs), for plain JSON data.
export { jsonEqual } from '../core/shared/json.js';

/** A string's length in code points, as JSON Schema's minLength/maxLength count it (a surrogate pair is one). */
export function codePointLength(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    n++;
    // A high surrogate followed by a low one is a single code point.
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
      const d = s.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) i++;
    }
  }
  return n;
}

/** What Ajv's precompiled validator is: a predicate that leaves its errors on itself. */
export interface Validate {
  (data: unknown, context?: unknown): boolean;
  errors?: unknown;
}

/**
 * A validator whose code is compiled on its first call (`make` runs the generated body once): a command that reads no
 * config never parses the config schema's validator. Its errors are left on this function, as on Ajv's.
 */
export function lazyValidator(make: () => Validate): Validate {
  let real: Validate | undefined;
  const validate: Validate = (data, context) => {
    real ??= make();
    const ok = real(data, context);
    validate.errors = real.errors;
    return ok;
  };
  return validate;
}
