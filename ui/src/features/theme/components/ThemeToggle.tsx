import { Button } from 'antd';
import { MoonOutlined, SunOutlined } from '@ant-design/icons';
import { useTheme } from '../ThemeProvider';
import { useSaveTheme } from '../../settings/useAccountTheme';

export function ThemeToggle() {
  const { mode, toggle } = useTheme();
  const saveTheme = useSaveTheme();
  const label = mode === 'dark' ? 'Switch to light theme' : 'Switch to dark theme';
  return (
    <Button
      type="text"
      shape="circle"
      title={label}
      aria-label={label}
      data-theme-toggle={mode}
      icon={mode === 'dark' ? <SunOutlined /> : <MoonOutlined />}
      onClick={() => {
        toggle();
        saveTheme(mode === 'dark' ? 'light' : 'dark');
      }}
    />
  );
}
