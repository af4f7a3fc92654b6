import { describe, expect, it, vi } from 'vitest';
import { notifyNativeAppOfSignOut } from './notify-native-app';

describe('sign-out in webview mode notifies the native app (accounts-commerce §4)', () => {
  it('posts a logout message over each bridge the app provides', () => {
    const reactNative = vi.fn();
    const ios = vi.fn();
    const android = vi.fn();
    notifyNativeAppOfSignOut({
      ReactNativeWebView: { postMessage: reactNative },
      webkit: { messageHandlers: { logout: { postMessage: ios } } },
      Android: { onLogout: android },
    } as unknown as Window);
    expect(JSON.parse(String(reactNative.mock.calls[0]?.[0]))).toEqual({ type: 'logout' });
    expect(ios).toHaveBeenCalledWith({ type: 'logout' });
    expect(android).toHaveBeenCalledOnce();
  });

  it('does nothing in a plain browser', () => {
    expect(() => notifyNativeAppOfSignOut({} as Window)).not.toThrow();
  });
});
