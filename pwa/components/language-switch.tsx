import { LANGS, type Lang } from '#shared/i18n/lang';
import { useT } from '../i18n/use-t';
import './language-switch.css';

/**
 * The visitor's ES | EN switch (docs/decisions/046-spanish.md): each language named in itself, the
 * current one pressed. The choice is remembered on the device and the page changes without a reload;
 * tapped before the app has started, the server's page in that language takes this one's place
 * (pwa/start/early-input.ts, pwa/start/visitor-lang.ts).
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { lang, t, setLang, prepareLang } = useT();
  const order: readonly Lang[] = [...LANGS].reverse(); // ES first: most of the shop's clients speak Spanish
  return (
    <div role="group" aria-label={t('common.language.switch')} className={`language-switch ${className ?? ''}`}>
      {order.map((l, i) => (
        <span key={l} className="language-switch-item">
          {i > 0 && (
            <span aria-hidden className="language-switch-bar">
              |
            </span>
          )}
          <button
            type="button"
            lang={l}
            data-switch-lang={l} // SWITCH_LANG_ATTR (pwa/start/visitor-lang.ts)
            aria-label={t(`common.language.${l}`)}
            aria-pressed={lang === l}
            // The other language's messages start loading as the finger goes down, before the click.
            onPointerDown={() => void prepareLang(l)}
            onClick={() => void setLang(l)}
          >
            {l.toUpperCase()}
          </button>
        </span>
      ))}
    </div>
  );
}
