import { useState } from 'react';
import { Input, type InputProps } from 'antd';
import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';

/** A password field whose show/hide toggle is a real, focusable, labelled button. */
export function PasswordInput(props: Omit<InputProps, 'type' | 'suffix'>) {
  const [visible, setVisible] = useState(false);
  return (
    <Input
      {...props}
      type={visible ? 'text' : 'password'}
      suffix={
        <button
          type="button"
          className="icon-button"
          aria-label={visible ? 'Hide password' : 'Show password'}
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? <EyeInvisibleOutlined aria-hidden /> : <EyeOutlined aria-hidden />}
        </button>
      }
    />
  );
}
