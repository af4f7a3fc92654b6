import { describe, expect, it, vi } from 'vitest';
import { notifyNativeAppOfSignOut, postToNativeApp, type NativeAppMessage } from './native-bridge';

/** A page whose server marked webview mode (or not), with the bridges a native app injected. */
function page(webview: boolean, bridges: Record<string, unknown>): Window {
  const dataset: Record<string, string> = webview ? { webview: 'true' } : {};
  return { document: { documentElement: { dataset } }, ...bridges } as unknown as Window;
}

const hotelPage: NativeAppMessage = { type: 'page_view', page_type: 'Hotel Page', path: '/1067/' };

describe('the native bridge in webview mode (accounts-commerce §4)', () => {
  it('posts JSON to a React Native app', () => {
    const postMessage = vi.fn();
    expect(postToNativeApp(hotelPage, page(true, { ReactNativeWebView: { postMessage } }))).toBe(true);
    expect(JSON.parse(String(postMessage.mock.calls[0]?.[0]))).toEqual({ type: 'page_view', page_type: 'Hotel Page', path: '/1067/' });
  });

  it('posts the object to the iOS handler staysBridge', () => {
    const postMessage = vi.fn();
    notifyNativeAppOfSignOut(page(true, { webkit: { messageHandlers: { staysBridge: { postMessage } } } }));
    expect(postMessage).toHaveBeenCalledWith({ type: 'logout' });
  });

  it('posts JSON to the Android interface StaysBridge', () => {
    const postMessage = vi.fn();
    notifyNativeAppOfSignOut(page(true, { StaysBridge: { postMessage } }));
    expect(postMessage).toHaveBeenCalledWith('{"type":"logout"}');
  });

  it('delivers each message once, to the first bridge present', () => {
    const reactNative = vi.fn();
    const android = vi.fn();
    postToNativeApp(hotelPage, page(true, { ReactNativeWebView: { postMessage: reactNative }, StaysBridge: { postMessage: android } }));
    expect(reactNative).toHaveBeenCalledOnce();
    expect(android).not.toHaveBeenCalled();
  });

  it('sends nothing outside webview mode, even when a bridge is there', () => {
    const postMessage = vi.fn();
    expect(postToNativeApp(hotelPage, page(false, { ReactNativeWebView: { postMessage } }))).toBe(false);
    notifyNativeAppOfSignOut(page(false, { ReactNativeWebView: { postMessage } }));
    expect(postMessage).not.toHaveBeenCalled();
  });

  it('does nothing in webview mode without a bridge', () => {
    expect(postToNativeApp(hotelPage, page(true, {}))).toBe(false);
  });
});
