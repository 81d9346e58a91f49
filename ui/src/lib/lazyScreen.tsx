import { lazy, type ComponentType } from 'react';

/**
 * A lazily loaded screen inside antd's <App> (so it can call App.useApp() for message, modal
 * and notification). The <App> code loads with the first such screen, not with the landing page.
 */
export function lazyScreen(load: () => Promise<{ default: ComponentType }>) {
  return lazy(async () => {
    const [{ default: Screen }, { default: App }] = await Promise.all([load(), import('antd/es/app')]);
    return {
      default: function FeedbackScreen() {
        return (
          <App component={false}>
            <Screen />
          </App>
        );
      },
    };
  });
}
