import type { CSSProperties } from 'react';
import { theme } from 'antd';

/** antd's current theme tokens as CSS variables, so the feature stylesheets follow light and dark mode. */
export function useThemeVars(): CSSProperties {
  const { token } = theme.useToken();
  return {
    '--pp-bg': token.colorBgContainer,
    '--pp-layout': token.colorBgLayout,
    '--pp-border': token.colorBorderSecondary,
    '--pp-fill': token.colorFillQuaternary,
    '--pp-fill-strong': token.colorFillSecondary,
    '--pp-text': token.colorText,
    '--pp-muted': token.colorTextSecondary,
    '--pp-primary': token.colorPrimary,
    '--pp-success': token.colorSuccess,
    '--pp-success-bg': token.colorSuccessBg,
    '--pp-error': token.colorError,
    '--pp-error-bg': token.colorErrorBg,
    '--pp-radius': `${token.borderRadius}px`,
    '--pp-mono': token.fontFamilyCode,
  } as CSSProperties;
}
