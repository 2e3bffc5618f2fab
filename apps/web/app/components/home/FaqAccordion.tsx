import { useId, useState } from 'react';
import type { FaqItem } from '@aangan/contracts';

/** Spec: at most one item open; clicking the open one closes it, clicking another opens that one. */
export function FaqAccordion({ items, initiallyOpen = null }: { items: FaqItem[]; initiallyOpen?: number | null }) {
  const [open, setOpen] = useState<number | null>(initiallyOpen);
  const base = useId();
  return (
    <div className="faq-list" data-testid="faq">
      {items.map((item) => {
        const expanded = open === item.id;
        const id = `${base}-${item.id}`;
        return (
          <div key={item.id} className={`faq-item${expanded ? ' open' : ''}`}>
            <h3>
              <button type="button" aria-expanded={expanded} aria-controls={id} onClick={() => setOpen(expanded ? null : item.id)}>
                <span>{item.btnText}</span><span aria-hidden="true" className="faq-sign">{expanded ? '−' : '+'}</span>
              </button>
            </h3>
            <div id={id} role="region" hidden={!expanded}><p>{item.bodyText}</p></div>
          </div>
        );
      })}
    </div>
  );
}
