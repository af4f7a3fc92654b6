import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { FormError } from '@stays/ui';
import { LanguageList } from '../components/language/LanguageList';
import { languageMessages } from '../components/language/language-messages';
import { PageShell } from '../components/PageShell';
import { StaticPage } from '../components/StaticPage';
import { useRequiredSite } from '../site/site-context';

export interface ChangeLanguagePageProps {
  returnPath: string;
  /** The guest asked for a language we do not offer on this device. */
  unknownLocale: boolean;
}

/** Every language offered on this device, the current one marked; choosing one comes back to `returnPath`. */
export function ChangeLanguagePage({ returnPath, unknownLocale }: ChangeLanguagePageProps) {
  const intl = useIntl();
  const site = useRequiredSite();
  return (
    <PageShell site={site}>
      <StaticPage title={intl.formatMessage(languageMessages.title)} lead={intl.formatMessage(languageMessages.lead)}>
        <FormError message={unknownLocale ? intl.formatMessage(languageMessages.unknown) : null} />
        <LanguageList current={site.locale} isMobile={site.isMobile} returnPath={returnPath} />
        <p>
          <Link to={returnPath}>{intl.formatMessage(languageMessages.back)}</Link>
        </p>
      </StaticPage>
    </PageShell>
  );
}
