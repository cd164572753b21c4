// A handle on each line the customer may move (drag-lines.ts), laid over the canvas at the line's
// height: dragged with a pointer (mouse, pen or finger) or, focused, moved with the arrow keys
// (Shift for ten steps) and let go with Enter; Escape puts it back. Letting go reports the new
// price; the caller confirms and sends it. The handles follow the price scale as it moves.
import { useEffect, useReducer, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { tr } from '../../../i18n/tr-signed-in';
import { formatPrice } from '../../../lib/format-number';
import type { CandleChart } from '../chart-engine';
import { keyStepOf, snapPrice, type DragLine } from '../drag-lines';
import { Handle } from './line-handles.styles';

interface Drag {
  key: string;
  price: number;
  /** Pointer drags: where the pointer went down and the line's height then. */
  startClientY?: number;
  startY?: number;
}

export interface LineHandlesProps {
  chart: CandleChart;
  lines: readonly DragLine[];
  digits: number;
  onMove: (line: DragLine, price: number) => void;
}

export function LineHandles({ chart, lines, digits, onMove }: LineHandlesProps) {
  // The scale moves under the handles (new bars, zoom); a frame later they are measured again.
  const [, remeasure] = useReducer((count: number) => count + 1, 0);
  const frame = useRef(0);
  useEffect(() => {
    const stop = chart.onViewChange(() => {
      cancelAnimationFrame(frame.current);
      frame.current = requestAnimationFrame(remeasure);
    });
    remeasure();
    return () => {
      stop();
      cancelAnimationFrame(frame.current);
    };
  }, [chart]);
  const [drag, setDrag] = useState<Drag | null>(null);
  const step = keyStepOf(digits);

  const letGo = (line: DragLine, price: number) => {
    setDrag(null);
    if (price !== line.price) onMove(line, price);
  };

  return (
    <>
      {lines.map((line) => {
        const dragging = drag?.key === line.key ? drag : null;
        const price = dragging?.price ?? line.price;
        const y = chart.priceToY(price);
        if (y === null) return null;
        const shown = formatPrice(price, digits);
        const visible = dragging ? shown : tr.chart.handles[line.kind];
        const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
          event.preventDefault();
          event.currentTarget.setPointerCapture?.(event.pointerId);
          setDrag({ key: line.key, price: line.price, startClientY: event.clientY, startY: y });
        };
        const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
          if (!dragging || dragging.startClientY === undefined || dragging.startY === undefined) return;
          const moved = chart.yToPrice(dragging.startY + event.clientY - dragging.startClientY);
          if (moved !== null && moved > 0) setDrag({ ...dragging, price: snapPrice(moved, digits) });
        };
        const onPointerUp = () => {
          if (dragging?.startClientY !== undefined) letGo(line, dragging.price);
        };
        const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
          const by = (event.shiftKey ? 10 : 1) * step;
          if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
            event.preventDefault();
            const next = snapPrice(price + (event.key === 'ArrowUp' ? by : -by), digits);
            if (next > 0) setDrag({ key: line.key, price: next });
          } else if (event.key === 'Enter' && dragging) {
            event.preventDefault();
            letGo(line, dragging.price);
          } else if (event.key === 'Escape' && dragging) {
            event.stopPropagation();
            setDrag(null);
          }
        };
        return (
          <Handle
            key={line.key}
            type="button"
            data-line={line.key}
            $dragging={dragging !== null}
            style={{ top: `${y}px` }}
            aria-label={tr.chart.handleLabel(visible, line.what, shown)}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onPointerCancel={() => setDrag(null)}
            onKeyDown={onKeyDown}
            onBlur={() => {
              if (dragging && dragging.startClientY === undefined) setDrag(null);
            }}
          >
            {visible}
          </Handle>
        );
      })}
    </>
  );
}
