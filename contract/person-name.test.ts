import { foldedPersonName, isSamePersonName } from './person-name';

describe('person names as banks write them', () => {
  it.each<[string, string]>([
    ['Ayse Kontrol', 'AYŞE KONTROL'],
    ['Ayşe Yılmaz', 'AYSE YILMAZ'],
    ['İsmail Işık', 'ismail isik'],
    ['Çağrı Öztürk', 'CAGRI OZTURK'],
    ['Gülşen Ünal', '  gulsen   unal '],
    ['Hâlâ Kâmil', 'HALA KAMIL'],
  ])('%s is the same name as %s', (left, right) => {
    expect(isSamePersonName(left, right)).toBe(true);
    expect(isSamePersonName(right, left)).toBe(true);
  });

  it.each<[string, string]>([
    ['Ayşe Yılmaz', 'Ayşe'],
    ['Ayşe Yılmaz', 'Ayşe Yılmazer'],
    ['Ali Veli', 'Veli Ali'],
  ])('%s is not %s', (left, right) => {
    expect(isSamePersonName(left, right)).toBe(false);
  });

  it('folds to plain capitals', () => {
    expect(foldedPersonName(' ayşe  ığüşöç İ ')).toBe('AYSE IGUSOC I');
  });
});
