import type { TrackingPageName } from '@stays/booking-rules';

/**
 * What the site tells the native app that shows it in a webview (accounts-commerce §4 "Sign-out … notifies the native
 * app"; "inside the native holiday-home apps the page event goes to the native bridge"). The protocol partners build
 * against is in apps/microsite/README.md ("Native bridge").
 */
export type NativeAppMessage =
  /** A page entered (each entry of the browser history, first load included), by its tracking page type. */
  | { type: 'page_view'; page_type: TrackingPageName; path: string }
  /** The guest signed out, or the session ended: the app forgets its own copy of the session. */
  | { type: 'logout' }
  /** A tracking event other than a page view (scroll milestones, funnel steps): inside the app it goes to the app, not to our API. */
  | { type: 'event'; name: string; page_type: TrackingPageName; path: string; payload: Record<string, string | number | boolean | null> };

/** The bridges a native app injects into its webview; the first one present receives the message. */
interface NativeBridgeWindow {
  /** React Native (react-native-webview): a JSON string. */
  ReactNativeWebView?: { postMessage(message: string): void };
  /** iOS WKWebView: a script message handler named `staysBridge` receives the object itself. */
  webkit?: { messageHandlers?: { staysBridge?: { postMessage(message: NativeAppMessage): void } } };
  /** Android WebView: an object added with addJavascriptInterface(…, "StaysBridge") receives a JSON string. */
  StaysBridge?: { postMessage(message: string): void };
}

/** Webview mode as the server decided it for this page (`<html data-webview="true">`, kept for the visit). */
function isWebviewPage(target: Window): boolean {
  return target.document?.documentElement?.dataset['webview'] === 'true';
}

/**
 * Sends a message to the native app: only in webview mode, and only over a bridge the app injected. In a browser,
 * or on a page outside webview mode, nothing is sent anywhere. Returns whether a bridge received it.
 */
export function postToNativeApp(message: NativeAppMessage, target: Window = window): boolean {
  if (!isWebviewPage(target)) return false;
  const bridge = target as unknown as NativeBridgeWindow;
  if (bridge.ReactNativeWebView) {
    bridge.ReactNativeWebView.postMessage(JSON.stringify(message));
    return true;
  }
  const ios = bridge.webkit?.messageHandlers?.staysBridge;
  if (ios) {
    ios.postMessage(message);
    return true;
  }
  if (bridge.StaysBridge) {
    bridge.StaysBridge.postMessage(JSON.stringify(message));
    return true;
  }
  return false;
}

/** In webview mode the native app is told about a sign-out (accounts-commerce §4); elsewhere nothing happens. */
export function notifyNativeAppOfSignOut(target: Window = window): void {
  postToNativeApp({ type: 'logout' }, target);
}
