// The compare tray's list (issue 35 §4): up to COMPARE_MAX listing ids, kept in this browser
// (localStorage), shared by every card's "Compare" toggle and the tray through one event, so all
// of them agree at once. Before scripts run, and on the server, the list is empty.
import { useSyncExternalStore } from 'react';

export const COMPARE_MAX = 4;
const KEY = 'aangan.compare';
const EVENT = 'aangan-compare';
const NONE: number[] = [];
let cached: { raw: string | null; ids: number[] } = { raw: null, ids: NONE };

function read(): number[] {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(KEY);
  } catch {
    return NONE;
  }
  if (raw === cached.raw) return cached.ids;
  let ids: number[] = NONE;
  try {
    const parsed = JSON.parse(raw ?? '[]') as unknown;
    if (Array.isArray(parsed))
      ids = parsed.filter((x): x is number => Number.isInteger(x) && x > 0).slice(0, COMPARE_MAX);
  } catch {
    ids = NONE;
  }
  cached = { raw, ids };
  return ids;
}

function write(ids: number[]) {
  try {
    localStorage.setItem(KEY, JSON.stringify(ids));
  } catch {
    // Storage refused: the tray simply does not remember.
  }
  window.dispatchEvent(new Event(EVENT));
}

function subscribe(change: () => void) {
  window.addEventListener(EVENT, change);
  window.addEventListener('storage', change);
  return () => {
    window.removeEventListener(EVENT, change);
    window.removeEventListener('storage', change);
  };
}

/** The ids in the tray (none before scripts run). */
export function useCompareIds(): number[] {
  return useSyncExternalStore(subscribe, read, () => NONE);
}

/** Adds or removes a listing; answers false when the tray is full and it could not be added. */
export function toggleCompare(id: number): boolean {
  const ids = read();
  if (ids.includes(id)) {
    write(ids.filter((x) => x !== id));
    return true;
  }
  if (ids.length >= COMPARE_MAX) return false;
  write([...ids, id]);
  return true;
}

export const clearCompare = () => write([]);
