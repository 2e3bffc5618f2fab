import { useI18n, type MessageKey } from '../../shared/i18n';
import './content.css';

/**
 * Tells a reader of a Hindi page that what follows is in English (an untranslated policy or
 * content block, the blog): said in the page's language, beside the English text, which carries
 * its own `lang`.
 */
export function LanguageNote({ message, className = '' }: { message: MessageKey; className?: string }) {
  const { t } = useI18n();
  return (
    <p className={`lang-note ${className}`.trim()} data-testid="lang-note">
      {t(message)}
    </p>
  );
}
