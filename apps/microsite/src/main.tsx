import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { textDirection } from '@stays/brand-config';
import { loadMessages } from '@stays/ui';
import { MicrositeApp } from './app/MicrositeApp';
import { micrositeSettings } from './settings/microsite-settings';

const settings = micrositeSettings(new URL(window.location.href));
const { locale, messages } = await loadMessages(settings.locale);
const root = document.documentElement;
root.lang = locale;
root.dir = textDirection(locale);
root.dataset['theme'] = settings.brand.themeId;
document.title = settings.brand.name;

const container = document.getElementById('root');
if (!container) throw new Error('the microsite page has no #root element');
createRoot(container).render(
  <StrictMode>
    <MicrositeApp
      settings={{ ...settings, locale }}
      messages={messages}
      api={{ baseUrl: '', locale }}
      router={(routes) => <BrowserRouter basename={import.meta.env.BASE_URL.replace(/\/$/, '')}>{routes}</BrowserRouter>}
    />
  </StrictMode>,
);
