/** One of problemForm's checks as an antd rule (field or list), so the form and its tests share the rules. */
export function rule<T>(check: (value: T | undefined) => string | null) {
  return {
    validator: (_rule: unknown, value: T | undefined): Promise<void> => {
      const message = check(value);
      return message ? Promise.reject(new Error(message)) : Promise.resolve();
    },
  };
}
