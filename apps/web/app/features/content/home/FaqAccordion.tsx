import { useId, useState } from 'react';
import type { FaqItem } from '@aangan/contracts';
import '../content.css';

/**
 * At most one item open; clicking the open one closes it, clicking another opens that one.
 * `headingLevel`: the questions' level under the heading above them (2 right under a page's h1).
 * `lang`: the items' language where it is not the page's (English answers on a Hindi page).
 */
export function FaqAccordion({
  items,
  initiallyOpen = null,
  headingLevel = 3,
  lang,
}: {
  items: FaqItem[];
  initiallyOpen?: number | null;
  headingLevel?: 2 | 3;
  lang?: string;
}) {
  const [open, setOpen] = useState<number | null>(initiallyOpen);
  const base = useId();
  const H = `h${headingLevel}` as const;
  return (
    <div className="faq-list" data-testid="faq" lang={lang}>
      {items.map((item) => {
        const expanded = open === item.id;
        const id = `${base}-${item.id}`;
        return (
          <div key={item.id} className={`faq-item${expanded ? ' open' : ''}`}>
            <H>
              <button
                type="button"
                aria-expanded={expanded}
                aria-controls={id}
                onClick={() => setOpen(expanded ? null : item.id)}
              >
                <span>{item.btnText}</span>
                <span aria-hidden="true" className="faq-sign">
                  {expanded ? '−' : '+'}
                </span>
              </button>
            </H>
            <div id={id} role="region" hidden={!expanded}>
              <p>{item.bodyText}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
