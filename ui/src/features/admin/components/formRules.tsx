import type { ReactNode } from 'react';

/** One of problemForm's checks as an antd rule (field or list), so the form and its tests share the rules. */
export function rule<T>(check: (value: T | undefined) => string | null) {
  return {
    validator: (_rule: unknown, value: T | undefined): Promise<void> => {
      const message = check(value);
      return message ? Promise.reject(new Error(message)) : Promise.resolve();
    },
  };
}

/** A list-level message (no test cases, missing language) under its list. */
export function ListErrors({ errors }: { errors: ReactNode[] }) {
  return errors.length > 0 ? (
    <div className="ad-list-error" role="alert">
      {errors.map((error, i) => (
        <div key={i}>{error}</div>
      ))}
    </div>
  ) : null;
}
