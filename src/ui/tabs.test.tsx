import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from '../test/render-with-providers';
import { Tabs, tabPanelProps, type TabItem } from './tabs';

type Side = 'open' | 'waiting' | 'closed';
const ITEMS: TabItem<Side>[] = [
  { value: 'open', label: 'Pozisyonlar' },
  { value: 'waiting', label: 'Bekleyenler' },
  { value: 'closed', label: 'Kapananlar' },
];

function Harness({ onChange }: { onChange?: (value: Side) => void }) {
  const [value, setValue] = useState<Side>('open');
  return (
    <>
      <Tabs
        items={ITEMS}
        value={value}
        ariaLabel="Listeler"
        idBase="lists"
        onChange={(next) => {
          onChange?.(next);
          setValue(next);
        }}
      />
      <div {...tabPanelProps('lists', value)}>Panel {value}</div>
    </>
  );
}

it('is an accessible tab list with the selected tab marked and linked to its panel', () => {
  renderWithProviders(<Harness />);
  expect(screen.getByRole('tablist', { name: 'Listeler' })).toBeInTheDocument();
  const tabs = screen.getAllByRole('tab');
  expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']);
  expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
  expect(screen.getByRole('tabpanel', { name: 'Pozisyonlar' })).toHaveTextContent('Panel open');
});

it('is controlled: a click asks the parent, which selects', () => {
  const onChange = jest.fn();
  renderWithProviders(<Harness onChange={onChange} />);
  fireEvent.click(screen.getByRole('tab', { name: 'Kapananlar' }));
  expect(onChange).toHaveBeenCalledWith('closed');
  expect(screen.getByRole('tab', { name: 'Kapananlar' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tabpanel', { name: 'Kapananlar' })).toHaveTextContent('Panel closed');
});

it('moves with arrow keys (wrapping), Home and End, and focuses the new tab', () => {
  renderWithProviders(<Harness />);
  const list = screen.getByRole('tablist');
  fireEvent.keyDown(list, { key: 'ArrowLeft' });
  expect(screen.getByRole('tab', { name: 'Kapananlar' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tab', { name: 'Kapananlar' })).toHaveFocus();
  fireEvent.keyDown(list, { key: 'ArrowRight' });
  expect(screen.getByRole('tab', { name: 'Pozisyonlar' })).toHaveAttribute('aria-selected', 'true');
  fireEvent.keyDown(list, { key: 'End' });
  expect(screen.getByRole('tab', { name: 'Kapananlar' })).toHaveAttribute('aria-selected', 'true');
  fireEvent.keyDown(list, { key: 'Home' });
  expect(screen.getByRole('tab', { name: 'Pozisyonlar' })).toHaveFocus();
});

it('points aria-controls only at a panel that exists: the selected one, and none without panels (axe)', () => {
  renderWithProviders(<Harness />);
  const tabs = screen.getAllByRole('tab');
  expect(tabs.map((tab) => tab.getAttribute('aria-controls'))).toEqual(['lists-panel-open', null, null]);
  expect(document.getElementById('lists-panel-open')).not.toBeNull();
});

it('names no panel when the tabs have none', () => {
  renderWithProviders(
    <Tabs items={ITEMS} value="open" ariaLabel="Yön" withPanels={false} onChange={() => undefined} />,
  );
  expect(screen.getAllByRole('tab').every((tab) => !tab.hasAttribute('aria-controls'))).toBe(true);
});
