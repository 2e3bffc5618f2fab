import { useFetcher } from 'react-router';
import { useState } from 'react';
import { ErrorText, errorTie } from './staff-form';
import './back-office.css';

/**
 * A markdown box with a preview rendered by the same server code as the public page (the
 * route's `preview` intent), so what the editor sees is exactly what readers will get. `lang`:
 * the text's language where it is not the back office's English (a Hindi version); `error`: the
 * box's error token, from the form's check.
 */
export function MarkdownEditor({
  name,
  initial,
  title,
  csrf,
  lang,
  error,
}: {
  name: string;
  initial: string;
  title: string;
  csrf: string | null;
  lang?: string;
  error?: string;
}) {
  const [text, setText] = useState(initial);
  const preview = useFetcher<{ html?: string }>();
  return (
    <div className="md-editor">
      <div className={`field${error ? ' has-error' : ''}`}>
        <label htmlFor={`md-${name}`}>Body (markdown)</label>
        <textarea
          id={`md-${name}`}
          name={name}
          lang={lang}
          rows={22}
          value={text}
          onChange={(e) => setText(e.target.value)}
          {...errorTie(`md-${name}`, error)}
        />
        <ErrorText id={`md-${name}`} error={error} />
      </div>
      <button
        type="button"
        className="btn btn-ghost"
        onClick={() =>
          preview.submit({ intent: 'preview', csrf: csrf ?? '', content: text, title }, { method: 'post' })
        }
      >
        {preview.state !== 'idle' ? 'Rendering…' : 'Preview'}
      </button>
      {preview.data?.html !== undefined ? (
        <article className="panel preview" aria-label="Preview" lang={lang}>
          <h1>{title}</h1>
          <div className="prose" dangerouslySetInnerHTML={{ __html: preview.data.html }} />
        </article>
      ) : null}
    </div>
  );
}
