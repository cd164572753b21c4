// Every user-visible text of the product, in one catalogue. Texts quoted by SPEC.md are word for
// word as it writes them (its spelling without Turkish letters included, e.g. 'Islemlerim');
// texts the spec leaves to us are marked "ours". This file has no imports so that the server
// (server/src) can use its `server` section too.

export const tr = {
  app: {
    title: 'Kaldıraç', // ours
    currency: 'USD',
  },
  nav: {
    dashboardMobile: 'Anasayfa',
    dashboardDesktop: 'Panel',
    markets: 'Piyasalar',
    transactions: 'Islemlerim',
    account: 'Hesabim',
    wallet: 'Hesabım',
    information: 'Kişisel Bilgilerim',
    verification: 'Kimlik Doğrulama',
    deposit: 'Para Yatır',
    withdrawal: 'Para Çek',
    traders: 'Traderlar',
    robots: 'Robotlar',
    logout: 'Oturumu Kapat',
    theme: 'Tema',
    menu: 'Menü',
    signOut: 'Çıkış Yap',
  },
  header: {
    balance: 'Bakiye',
    credit: 'Kredi',
    assets: 'Varlık',
    margin: 'Teminat',
    marginFree: 'Serbest Teminat',
    marginPct: 'Teminat (%)',
    floating: 'Toplam Kazanç',
    loading: 'Veriler yükleniyor...',
  },
  quickActions: {
    verification: 'Kimlik Dogrulama',
    deposit: 'Para Yatir',
    robots: 'Robotlar',
    wallet: 'Cuzdanim',
    transactions: 'Islemlerim',
    markets: 'Piyasalar',
    traders: 'Traderlar',
  },
  banner: {
    title: 'Promosyon desteğiniz hazır', // ours: SPEC.md gives only its meaning
  },
  market: {
    tabs: {
      emtia: 'Emtia',
      forex: 'Forex',
      indices: 'Endeks',
      bist: 'Bist',
      equities: 'Hisse',
      crypto: 'Kripto',
    },
    search: 'Ara...',
    noPrice: 'N/A',
    sell: 'Sat',
    buy: 'Al',
    loading: 'Loading...',
  },
  order: {
    amountPlaceholder: 'Min. amount: 0.01',
    min: 'Min',
    max: 'Max',
    marketLimit: 'Market Limit',
    stopLoss: 'Zarar Durdur',
    takeProfit: 'Kar Al',
    marketClosed: 'Piyasa Kapalı',
    noData: 'Veri Bulunamadi',
    noDataDotted: 'Veri Bulunamadı',
    accountLoading: 'Yukleniyor...',
    success: 'Başarıyla Tamamlandı.',
    failure: 'Bir hata oluştu.',
  },
  marginPanel: {
    dataMissing: 'Data is missing',
    cannotCalculate: 'Hesaplanamadi',
  },
  positions: {
    open: 'Pozisyonlar',
    waiting: 'Bekleyenler',
    closedLong: 'Kapanan Pozisyonlar',
    closed: 'Kapananlar',
    close: 'Kapat',
    cancel: 'İptal',
    more: 'Daha Fazla',
    noMore: 'Başka Veri Bulunmamaktadır.',
    empty: 'Herhangi bir veri yok.',
    noPosition: 'Pozisyon bulunamadı.',
    noHistory: 'Geçmiş Pozisyon bulunamadı.',
    closeLots: (lots: string) => `${lots} Lot Kapat`,
    closed_toast: 'Pozisyon Kapatıldı.',
    cancelled: 'İptal Edildi',
    cancelFailed: 'Bir Hata Oluştu',
    updated: 'Güncelleme Başarılı',
    closedNotFound: 'Bir Hata Oluştu ve Kapanan Pozisyon Bulunamadı.',
  },
  traders: {
    following: 'Takip Ediliyor',
    follow: 'Takip Et',
    tabs: {
      positions: 'Pozisyon',
      history: 'Geçmiş İşlemler',
      about: 'Hakkında',
      comments: 'Yorumlar',
    },
    loadMore: 'Daha Fazla Yükle',
    noComments: 'Henüz Bir Yorum Yok.',
  },
  errors: {
    generic: 'Bir Hata Oluştu, Daha Sonra Deneyiniz.',
    system: 'Sistem Hatası! Lütfen daha sonra tekrar deneyiniz.',
  },
  loading: {
    data: 'Veri Yükleniyor..',
    generic: 'Yükleniyor...',
    english: 'Loading...',
  },
} as const;

export type Catalogue = typeof tr;
