import type { FormRule } from 'antd';

/** Adapts a `(value) => message | null` check from validation.ts to an antd form rule. */
export const ruleOf =
  (check: (value: string | undefined) => string | null): FormRule =>
  () => ({
    validator: (_, value: string | undefined) => {
      const message = check(value);
      return message ? Promise.reject(new Error(message)) : Promise.resolve();
    },
  });
