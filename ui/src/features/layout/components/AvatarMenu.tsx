import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { App } from 'antd';
import { useLocation } from 'wouter';
import { useSelector } from '@xstate/react';
import { GoogleOutlined, LogoutOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import { useAuth, useAuthActor } from '../../account/AuthProvider';
import type { User } from '@forge/contracts';

export const initialOf = (user: Pick<User, 'firstName'> | null): string => user?.firstName.trim().charAt(0).toUpperCase() || 'U';
export const fullNameOf = (user: Pick<User, 'firstName' | 'lastName'>): string => [user.firstName, user.lastName].filter(Boolean).join(' ');

/** Tells how an 'Unlink Google' from the menu ended (spec §8 message on failure). */
function useUnlinkOutcome() {
  const auth = useAuthActor();
  const { message } = App.useApp();
  const unlinking = useSelector(auth, (s) => s.matches({ signedIn: 'unlinkingGoogle' }));
  const error = useSelector(auth, (s) => s.context.error);
  const wasUnlinking = useRef(false);
  useEffect(() => {
    const finished = wasUnlinking.current && !unlinking;
    wasUnlinking.current = unlinking;
    if (!finished) return;
    if (error) {
      void message.error(error);
      auth.send({ type: 'CLEAR_ERROR' });
    } else {
      void message.success('Google account unlinked');
    }
  }, [unlinking, error, message, auth]);
}

/** The signed-in avatar and its menu; closes on outside click, Escape or any choice. */
export function AvatarMenu() {
  const { user } = useAuth();
  const auth = useAuthActor();
  const [, navigate] = useLocation();
  useUnlinkOutcome();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    menu.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  if (!user) return null;
  const name = fullNameOf(user);

  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp' && event.key !== 'Home' && event.key !== 'End') return;
    event.preventDefault();
    const items = [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const at = items.indexOf(document.activeElement as HTMLElement);
    const next =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? items.length - 1
          : (at + (event.key === 'ArrowDown' ? 1 : -1) + items.length) % items.length;
    items[next]?.focus();
  };
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  return (
    <div className="avatar-menu" ref={root}>
      <button
        ref={button}
        type="button"
        className="avatar-button"
        aria-label={`Account menu for ${name}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((o) => !o)}
      >
        {initialOf(user)}
      </button>
      {open && (
        <div className="avatar-dropdown" id={menuId} role="menu" aria-label="Account" ref={menu} onKeyDown={moveFocus}>
          <div className="avatar-identity">
            <span className="avatar-large" aria-hidden="true">
              {initialOf(user)}
            </span>
            <div>
              <div className="avatar-name">{name}</div>
              <div className="avatar-email">{user.emailId}</div>
            </div>
          </div>
          <button
            type="button"
            role="menuitem"
            className="avatar-item"
            onClick={() => {
              setOpen(false);
              navigate(`/profile/${encodeURIComponent(user._id)}`);
            }}
          >
            <UserOutlined aria-hidden /> Profile
          </button>
          <button
            type="button"
            role="menuitem"
            className="avatar-item"
            onClick={() => {
              setOpen(false);
              navigate('/settings');
            }}
          >
            <SettingOutlined aria-hidden /> Settings
          </button>
          {user.authProvider === 'google' && user.hasPassword && (
            <button
              type="button"
              role="menuitem"
              className="avatar-item"
              onClick={() => {
                close();
                auth.send({ type: 'UNLINK_GOOGLE' });
              }}
            >
              <GoogleOutlined aria-hidden /> Unlink Google
            </button>
          )}
          <div className="avatar-separator" role="separator" />
          <button
            type="button"
            role="menuitem"
            className="avatar-item danger"
            onClick={() => {
              setOpen(false);
              auth.send({ type: 'LOGOUT' });
            }}
          >
            <LogoutOutlined aria-hidden /> Logout
          </button>
        </div>
      )}
    </div>
  );
}
