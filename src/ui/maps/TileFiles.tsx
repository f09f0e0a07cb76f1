// The tile as a file and as a share code (store/maps/tileFile.ts, tileShare.ts): export it, import a
// tile file (kept and opened; a file with problems is refused with each of them), copy its code or
// a link, paste a code (docs/maps.md, "The tile editor").
import { useId, useRef, useState } from 'react';
import type { TileSpec } from '../../engine';
import { useAppStoreApi } from '../../store/context';
import type { TileReadProblem } from '../../store/maps/customTiles';
import { tileFileName, tileFileText } from '../../store/maps/tileFile';
import { tileShareCode, tileShareLink } from '../../store/maps/tileShare';

interface Props {
  spec: TileSpec;
  /** Whether the tile has no problems: only such a tile is shared. */
  valid: boolean;
  onOpen(spec: TileSpec): void;
  onOffer(code: string): void;
  onTell(text: string): void;
}

export function TileFiles({ spec, valid, onOpen, onOffer, onTell }: Props) {
  const appStore = useAppStoreApi();
  const fileInput = useRef<HTMLInputElement>(null);
  const [refused, setRefused] = useState<{ name: string; problems: TileReadProblem[] } | null>(null);
  const [shared, setShared] = useState<string | null>(null);
  const [pasted, setPasted] = useState('');
  const pasteId = useId();

  const exportFile = () => {
    const url = URL.createObjectURL(new Blob([tileFileText(spec)], { type: 'application/json' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = tileFileName(spec);
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  const importFile = async (file: File) => {
    const read = appStore.getState().tiles.importFile(await file.text(), file.name);
    if (read.ok) {
      setRefused(null);
      onOpen(read.value);
      onTell(`Kept and opened “${read.value.name}” from ${file.name}.`);
    } else setRefused({ name: file.name, problems: read.error });
  };
  const copy = (text: string, what: string) => {
    setShared(text);
    navigator.clipboard?.writeText(text).then(
      () => onTell(`${what} copied.`),
      () => onTell(`${what} shown below: copy it from there.`),
    );
  };

  return (
    <section className="tile-files" aria-labelledby="tile-files-title">
      <h3 id="tile-files-title">Files and sharing</h3>
      <div className="tile-file-buttons">
        <button type="button" onClick={exportFile}>
          Export file
        </button>
        <button type="button" onClick={() => fileInput.current?.click()}>
          Import file
        </button>
        <input
          ref={fileInput}
          type="file"
          accept=".json,application/json"
          hidden
          data-testid="tile-file-input"
          onChange={(e) => {
            const f = e.target.files?.[0];
            e.target.value = '';
            if (f) void importFile(f);
          }}
        />
        <button type="button" disabled={!valid} onClick={() => copy(tileShareCode(spec), 'The share code')}>
          Copy share code
        </button>
        <button type="button" disabled={!valid} onClick={() => copy(tileShareLink(spec, location.origin), 'The link')}>
          Copy link
        </button>
      </div>
      {!valid && <p className="hint">A tile is shared once it has no problems.</p>}
      {shared && (
        <input
          className="tile-shared"
          readOnly
          value={shared}
          aria-label="Share code or link"
          data-testid="tile-shared"
        />
      )}
      <form
        className="tile-paste"
        onSubmit={(e) => {
          e.preventDefault();
          if (pasted.trim()) onOffer(pasted.trim());
          setPasted('');
        }}
      >
        <label htmlFor={pasteId}>Paste a code or link</label>
        <input id={pasteId} value={pasted} onChange={(e) => setPasted(e.target.value)} autoComplete="off" />
        <button type="submit">Read code</button>
      </form>
      {refused && (
        <div className="tile-refused" role="alert" data-testid="tile-file-refused">
          <p>{refused.name} was not imported:</p>
          <ul>
            {refused.problems.map((p, k) => (
              <li key={k}>
                {p.path ? `${p.path}: ` : ''}
                {p.message}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
