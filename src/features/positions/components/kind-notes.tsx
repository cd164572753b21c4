// A row's order-kind notes under its side or stop (issue 20): "Stop-limit · Limit 1.10150 · GTC".
import type { Order } from '../../../../contract/entities';
import { kindNotesOf } from '../order-kind-text';
import { Notes } from './kind-notes.styles';

export function KindNotes({ order, digits }: { order: Order; digits?: number }) {
  const notes = kindNotesOf(order, digits);
  return notes.length === 0 ? null : <Notes>{notes.join(' · ')}</Notes>;
}
