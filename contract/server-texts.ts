// The broker server's Turkish texts: every message an API answer or a server-side record carries.
// They live in contract/ because both sides may import them: the server answers with them and the
// SPA's tests use them as fixtures. The SPA's own code never imports this file (a lint rule holds
// that), so the sign-in bundle does not carry the server's texts.
import type { AccountKind } from './wallet';

export const serverTexts = {
  common: {
    generic: 'Bir Hata Oluştu, Daha Sonra Deneyiniz.',
    notFound: 'Aradığınız kaynak bulunamadı.',
    unauthorized: 'Oturumunuz geçersiz veya süresi dolmuş. Lütfen tekrar giriş yapınız.',
    forbidden: 'Bu işlem için yetkiniz yok.',
    bodyTooLarge: 'İstek çok büyük. En fazla 1 MB gönderilebilir.',
    badJson: 'İstek gövdesi geçerli bir JSON değil.',
    unsupportedMediaType: 'Desteklenmeyen içerik türü.',
    methodNotAllowed: 'Bu yöntem desteklenmiyor.',
    success: 'İşlem başarılı.',
    tooManyRequests: 'Çok fazla istek gönderdiniz. Lütfen bir süre sonra tekrar deneyiniz.',
    badUrl: 'İstek adresi geçersiz karakterler içeriyor.',
    urlTooLong: 'İstek adresindeki bir değer çok uzun.',
  },
  cluster: {
    /** A shard, the feed or the jobs without a leader (the health answer, a command's 503). */
    noLeader: 'Sistem şu anda yeniden yapılandırılıyor. Lütfen birkaç saniye sonra tekrar deneyiniz.',
    healthy: 'Tüm bileşenler çalışıyor.',
    /** The server is still starting (its database, the demo data): the health answer, a 503. */
    starting: 'Sunucu açılıyor. Lütfen birkaç saniye sonra tekrar deneyiniz.',
  },
  validation: {
    invalidInput: 'Gönderilen bilgiler geçersiz.',
    required: (field: string) => `${field} zorunludur.`,
    unknownField: (field: string) => `Bilinmeyen alan: ${field}.`,
    invalid: (field: string) => `${field} geçersiz.`,
    tooShort: (field: string, min: number) => `${field} en az ${min} karakter olmalıdır.`,
    tooLong: (field: string, max: number) => `${field} en fazla ${max} karakter olabilir.`,
    tooSmall: (field: string, min: number) => `${field} en az ${min} olmalıdır.`,
    tooLarge: (field: string, max: number) => `${field} en fazla ${max} olabilir.`,
    tooManyItems: (field: string, max: number) => `${field} en fazla ${max} öğe içerebilir.`,
    emailInvalid: 'E-posta adresi geçersiz.',
    phoneInvalid: 'Telefon numarası geçersiz.',
    passwordRules: 'Şifre en az 8 karakter olmalı; büyük harf, küçük harf ve rakam içermelidir.',
    passwordMismatch: 'Şifreler eşleşmiyor.',
    termsRequired: 'Devam etmek için kullanım koşullarını kabul etmelisiniz.',
    fields: {
      name: 'Ad',
      surname: 'Soyad',
      email: 'E-posta adresi',
      phone: 'Telefon numarası',
      password: 'Şifre',
      passwordConfirm: 'Şifre tekrarı',
      terms: 'Kullanım koşulları',
      identifier: 'E-posta veya telefon',
      token: 'Bağlantı kodu',
      page: 'Sayfa',
      file: 'Dosya',
      // ours: order and market fields (trading)
      symbol: 'Sembol',
      type: 'İşlem yönü',
      amount: 'Lot miktarı',
      marketLimit: 'Market limit fiyatı',
      stopLoss: 'Zarar durdur fiyatı',
      takeProfit: 'Kar al fiyatı',
      pendingKind: 'Emir türü',
      limitPrice: 'Limit fiyatı',
      expiresAt: 'Geçerlilik süresi',
      trailingDistance: 'İz süren stop mesafesi',
      ocoWith: 'OCO eşi emir',
      id: 'Emir numarası',
      orderId: 'Emir numarası',
      pieced: 'Kapatılacak lot miktarı',
      interval: 'Mum aralığı',
      limit: 'Mum sayısı',
      // ours: personal information, verification, settings and notifications
      birthDate: 'Doğum tarihi',
      nationalId: 'T.C. Kimlik No',
      address: 'Adres',
      city: 'Şehir',
      country: 'Ülke',
      currentPassword: 'Mevcut şifre',
      kind: 'Belge türü',
      reason: 'Red gerekçesi',
      purpose: 'İşlemin amacı',
      documentId: 'Belge numarası',
      uploadIds: 'Belgeler',
      uploadId: 'Belge numarası',
      requestId: 'Talep numarası',
      code: 'Doğrulama kodu',
      otp: 'Doğrulama kodu',
      ids: 'Bildirimler',
      all: 'Tümü',
      // ours: robots
      robotId: 'Robot',
      positionSize: 'Pozisyon büyüklüğü',
      active: 'Robotun çalışma durumu',
      // ours: the back office
      search: 'Arama',
      title: 'Başlık',
      text: 'Metin',
      enabled: 'Robotun katalog durumu',
      accountId: 'Hesap',
      status: 'Durum',
      commentId: 'Yorum numarası',
      // ours: the closed list's filter
      from: 'Başlangıç tarihi',
      to: 'Bitiş tarihi',
      // ours: watchlists and price alerts
      lists: 'İzleme listeleri',
      symbols: 'Listedeki semboller',
      side: 'Taraf',
      condition: 'Koşul',
      price: 'Fiyat',
      note: 'Not',
    } as Record<string, string>,
  },
  users: {
    registered: 'Kayıt başarılı.',
    emailTaken: 'Bu e-posta adresi ile kayıtlı bir hesap zaten var.',
    phoneTaken: 'Bu telefon numarası ile kayıtlı bir hesap zaten var.',
    loggedIn: 'Giriş başarılı.',
    badCredentials: 'E-posta/telefon veya şifre hatalı.',
    tooManyAttempts: 'Çok fazla hatalı giriş denemesi. Lütfen birkaç dakika bekleyip tekrar deneyiniz.',
    loggedOut: 'Çıkış yapıldı.',
    resetRequested: 'Bu e-posta adresi kayıtlıysa şifre sıfırlama bağlantısı gönderildi.',
    resetDone: 'Şifreniz güncellendi. Yeni şifrenizle giriş yapabilirsiniz.',
    resetInvalid: 'Şifre sıfırlama bağlantısı geçersiz veya süresi dolmuş.',
    resetMailSubject: 'Şifre sıfırlama',
    resetMailBody: (link: string) =>
      `Şifrenizi sıfırlamak için bu bağlantıyı 15 dakika içinde kullanın: ${link}`,
    profileUpdated: 'Bilgileriniz güncellendi.',
    uploaded: 'Dosya yüklendi.',
    uploadMissing: 'Lütfen bir dosya seçiniz.',
    uploadType: 'Yalnızca PNG, JPEG, WEBP resimleri ve PDF dosyaları yüklenebilir.',
    uploadTooLarge: 'Dosya çok büyük. En fazla 10 MB yüklenebilir.',
    uploadMalformed: 'Dosya yüklemesi okunamadı. Lütfen dosyayı yeniden seçip tekrar deneyiniz.',
    uploadName: 'Dosya adı geçersiz karakterler içeriyor. Lütfen dosyayı yeniden adlandırınız.',
  },
  // ours: real and practice accounts (server/src/accounts)
  accounts: {
    unknown: 'Hesap bulunamadı.',
    switchedToReal: 'Gerçek Hesaba geçildi.',
    switchedToPractice: 'Demo Hesaba geçildi.',
    practiceReset: 'Demo hesabınız 10000.00 USD ile yeniden başlatıldı.',
    /** The accounts' names, as the screens write them (notifications, statements). */
    kinds: { real: 'Gerçek Hesap', practice: 'Demo Hesap' } as Record<AccountKind, string>,
  },
  // ours: orders and market data (server/src/trading/trading-messages.ts maps result codes here)
  trading: {
    placed: 'Başarıyla Tamamlandı.',
    pendingPlaced: 'Bekleyen emriniz oluşturuldu.',
    clientOrderIdReused:
      'Bu emir numarası (clientOrderId) başka bir emir için kullanıldı. Yeni bir emir için yeni bir numara gönderiniz.',
    closed: 'Pozisyon Kapatıldı.',
    partiallyClosed: 'Pozisyonun bir kısmı kapatıldı.',
    cancelled: 'İptal Edildi',
    updated: 'Güncelleme Başarılı',
    orderNotFound: 'Emir bulunamadı.',
    positionNotFound: 'Pozisyon bulunamadı.',
    alreadyClosed: 'Bu pozisyon zaten kapatılmış.',
    unknownSymbol: 'Sembol bulunamadı.',
    noPrice: 'Bu sembol için şu anda fiyat yok.',
    marketClosed: 'Piyasa kapalı. Emir şu anda gerçekleştirilemez.',
    lotsOutOfRange: 'Lot miktarı bu sembolün alt ve üst sınırları arasında olmalıdır.',
    lotsStep: 'Lot miktarı 0.01 adımlarla girilmelidir.',
    stopLossWrongSide: 'Zarar durdur fiyatı pozisyonun zarar tarafında olmalıdır.',
    takeProfitWrongSide: 'Kar al fiyatı pozisyonun kâr tarafında olmalıdır.',
    marketLimitInvalid: 'Market limit fiyatı geçersiz.',
    insufficientMargin: 'Serbest teminatınız bu işlem için yetersiz.',
    amountExceedsPosition: 'Kapatılacak miktar pozisyon miktarından büyük olamaz.',
    accountNotFound: 'Hesabınız bulunamadı.',
    amountInvalid: 'Tutar geçersiz.',
    insufficientFunds: 'Bakiyeniz bu işlem için yetersiz.',
    insufficientHold: 'Bu tutar için bekleyen bir çekim blokesi yok.',
    busy: 'Sistem şu anda yoğun. Lütfen birazdan tekrar deneyiniz.',
    partialAmountMissing: 'Kapatılacak emir ve lot miktarı gönderilmelidir.',
    // ours: close-all, reverse and the chart's limit move (server/src/trading/bulk-orders-routes.ts)
    closeAllNone: 'Seçiminize uyan açık pozisyon yok.',
    closeAllDone: (closed: number, failed: number) =>
      failed === 0
        ? `${closed} pozisyon kapatıldı.`
        : `${closed} pozisyon kapatıldı, ${failed} pozisyon kapatılamadı.`,
    reversed: 'Pozisyon kapatıldı ve ters yönde aynı lotla yeniden açıldı.',
    limitMoveOnWaiting: 'Fiyatı yalnızca bekleyen bir emrin değiştirilebilir.',
    // ours: order kinds (API.md "Order types beyond market and limit")
    pendingKindNeedsTrigger: 'Emir türü seçildiğinde tetik fiyatı (market limit) da gönderilmelidir.',
    pendingKindWrongSide:
      'Tetik fiyatı bu emir türü için piyasanın yanlış tarafında. Alış limit fiyatı alış fiyatının altında, alış stop fiyatı üstünde olmalıdır; satışta tersi geçerlidir.',
    limitPriceMissing: 'Stop-limit emri için limit fiyatı girilmelidir.',
    limitPriceNotStopLimit: 'Limit fiyatı yalnızca stop-limit emirlerinde gönderilebilir.',
    limitPriceWrongSide:
      'Limit fiyatı tetik fiyatının yanlış tarafında. Alışta limit fiyatı tetik fiyatına eşit ya da üstünde, satışta eşit ya da altında olmalıdır.',
    expiryNeedsPending: 'Geçerlilik süresi yalnızca bekleyen emirlere verilebilir.',
    expiryInPast: 'Geçerlilik süresi gelecekte bir zaman olmalıdır.',
    expiresAtInvalid: 'Geçerlilik süresi geçerli bir tarih ve saat olmalıdır.',
    trailingDistanceInvalid:
      'İz süren stop mesafesi sıfırdan büyük, en az bir fiyat adımı ve fiyattan küçük olmalıdır.',
    ocoNeedsPending: 'OCO eşi yalnızca bekleyen bir emre verilebilir.',
    ocoPartnerInvalid:
      'OCO eşi, aynı hesabın aynı sembolde bekleyen ve başka bir emirle eşleşmemiş bir emri olmalıdır.',
  },
  // ours: robots (server/src/robots/robots-refusals.ts) and their notifications' texts
  robots: {
    added: 'Robot hesabınıza eklendi ve çalışmaya başladı.',
    updated: 'Robot güncellendi.',
    deleted: 'Robot silindi. Açtığı pozisyonlar sıradan pozisyon olarak açık kalır.',
    robotNotFound: 'Böyle bir robot bulunamadı.',
    robotNotAdded: 'Bu robot aktif hesabınıza eklenmemiş.',
    alreadyAdded:
      'Bu robot aktif hesabınıza zaten eklenmiş. Pozisyon büyüklüğünü değiştirmek için robotu düzenleyiniz.',
    positionSizeNotPositive: 'Pozisyon büyüklüğü sıfırdan büyük olmalıdır.',
    positionSizeStep: 'Pozisyon büyüklüğü 0.01 lot adımlarla girilmelidir.',
    positionSizeOutOfRange:
      'Pozisyon büyüklüğü bu robotun sembolünün alt ve üst lot sınırları arasında olmalıdır.',
    editConflict:
      'Robot aynı anda başka bir istekle değiştirildi. Lütfen güncel hâlini görüp tekrar deneyiniz.',
    tradedTitle: 'Robot işlemi',
    opened: (name: string, side: string, lots: string, symbol: string) =>
      `${name} ${symbol} için ${lots} lot ${side} pozisyonu açtı.`,
    closed: (name: string, symbol: string) => `${name} ${symbol} pozisyonunu kapattı.`,
    stoppedTitle: 'Robot durduruldu',
    stoppedDailyLoss: (name: string) =>
      `${name} bugünkü zarar sınırına ulaştığı için durduruldu. Robotlar sayfasından yeniden başlatabilirsiniz.`,
    stoppedStopOut: (name: string) =>
      `${name} hesabınızda zorunlu kapanış (stop-out) olduğu için durduruldu.`,
    // ours: the broker's catalogue switch (server/src/robots/robot-switches.ts)
    robotDisabled: 'Bu robot şu anda yeni eklemelere kapalı.',
    alreadyEnabled: 'Bu robot zaten açık.',
    alreadyDisabled: 'Bu robot zaten kapalı.',
    enabledByOperator: 'Robot açıldı; müşterilere yeniden sunuluyor.',
    disabledByOperator: 'Robot kapatıldı; çalışan robotlar işlem yapmıyor, açık pozisyonları açık kalıyor.',
  },
  // ours: copy trading (server/src/copy-trading/copy-refusals.ts) and its notifications' texts
  traders: {
    followed: 'Trader takip ediliyor. İşlemleri hesabınıza kopyalanacak.',
    followChanged: 'Kopyalama tutarı güncellendi.',
    unfollowed: 'Trader takibi bırakıldı. Kopyalanan pozisyonlar kapatıldı.',
    paused: 'Kopyalama duraklatıldı. Açık kopya pozisyonları trader ile birlikte kapanmaya devam eder.',
    resumed: 'Kopyalama yeniden başladı.',
    commentSaved: 'Yorumunuz kaydedildi.',
    settingsSaved: 'Trader ayarlarınız kaydedildi.',
    traderNotFound: 'Böyle bir trader bulunamadı.',
    copyNotFound: 'Bu traderı aktif hesabınızdan takip etmiyorsunuz.',
    cannotFollowSelf: 'Kendinizi takip edemezsiniz.',
    sizeTooSmall: 'Kopyalama tutarı en az 100.00 USD olmalıdır.',
    sizeOverFreeMargin: 'Kopyalama tutarı serbest teminatınızdan büyük olamaz.',
    sizeStep: 'Kopyalama tutarı en fazla iki ondalık basamak içerebilir.',
    stopLossOutOfRange: 'Kopya zarar durdur yüzdesi 5 ile 95 arasında olmalıdır.',
    // ours: the copy risk controls (server/src/copy-trading/copy-controls.ts)
    fixedLotsRequired: 'Sabit lot modunda her işlem için lot miktarını giriniz.',
    fixedLotsOnlyFixed: 'Lot miktarı yalnız sabit lot modunda verilebilir.',
    copyLotsOutOfRange: 'Lot miktarı 0’dan büyük ve en fazla 1000 olmalıdır.',
    copyLotsStep: 'Lot miktarı 0.01’in katı olmalıdır.',
    maxOpenTradesOutOfRange: 'Açık işlem sınırı 1 ile 100 arasında bir tam sayı olmalıdır.',
    closeFailed:
      'Kopyalanan pozisyonların bazıları şu anda kapatılamadı (piyasa kapalı olabilir). Kopyalama duraklatıldı; lütfen piyasa açıldığında tekrar deneyiniz.',
    starOutOfRange: 'Puan 1 ile 5 yıldız arasında olmalıdır.',
    commentEmpty: 'Yorum boş olamaz.',
    commentTooLong: 'Yorum en fazla 500 karakter olabilir.',
    cannotCommentSelf: 'Kendi profilinize yorum yazamazsınız.',
    displayNameInvalid: 'Görünen ad 2 ile 40 karakter arasında olmalıdır.',
    bioTooLong: 'Tanıtım yazısı en fazla 500 karakter olabilir.',
    imageInvalid: 'Profil resmi bir https adresi ya da bir resim verisi olmalıdır.',
    copySkippedTitle: 'Kopya işlem açılamadı',
    copySkippedMinLot: (trader: string, symbol: string) =>
      `${trader} ${symbol} işlemi, kopyalama tutarınızla en küçük lot miktarının altında kaldığı için kopyalanmadı.`,
    copySkippedMargin: (trader: string, symbol: string) =>
      `${trader} ${symbol} işlemi, serbest teminatınız yetmediği için kopyalanmadı.`,
    copySkippedMaxOpenTrades: (trader: string, symbol: string) =>
      `${trader} ${symbol} işlemi, bu kopyadaki açık işlem sınırınıza ulaşıldığı için kopyalanmadı.`,
    // ours: the broker's moderation (server/src/copy-trading/trader-moderation.ts)
    commentRemovedByBroker: 'Bu trader için yazdığınız yorum kaldırıldığından yeni yorum yazamazsınız.',
    moderationReasonRequired: 'Gerekçe zorunludur.',
    moderationReasonTooLong: 'Gerekçe en fazla 500 karakter olabilir.',
    alreadyHidden: 'Bu trader zaten gizli.',
    notHidden: 'Bu trader zaten görünür durumda.',
    commentNotFound: 'Yorum bulunamadı.',
    commentAlreadyRemoved: 'Bu yorum zaten kaldırılmış.',
    hidden: 'Trader müşterilerden gizlendi. Mevcut kopyalar çalışmaya devam eder.',
    shown: 'Trader yeniden müşterilere gösteriliyor.',
    commentRemoved: 'Yorum kaldırıldı.',
  },
  // ours: deposits, withdrawals and saved bank accounts (server/src/wallet/wallet-refusals.ts)
  wallet: {
    depositCreated: 'Para yatırma talebiniz alındı. Açıklamaya referans kodunu yazmayı unutmayınız.',
    // ours: MASAK's daily total (server/src/compliance/masak-rule.ts)
    purposeRequired: (thresholdTry: string) =>
      `Bugünkü para yatırma ve çekme işlemlerinizin toplamı ${thresholdTry} TL'ye ulaştığı için işlemin amacını belirtmeniz gerekiyor (MASAK).`,
    cardCheckoutCreated: 'Güvenli ödeme sayfasına yönlendiriliyorsunuz.',
    cardApproved: 'Kart ile para yatırma onaylandı.',
    cardDataRefused:
      'Kart bilgileri bu adrese gönderilemez. Kart ile ödeme, ödeme kuruluşunun güvenli sayfasında yapılır.',
    paymentTokenRequired: 'Kart ile para yatırmak için önce ödeme sayfasında ödemeyi tamamlayınız.',
    paymentNotFound: 'Ödeme bulunamadı veya süresi doldu.',
    paymentFailed: 'Kart ödemesi tamamlanmadı; hesabınıza para aktarılmadı.',
    paymentAmountMismatch: 'Ödenen tutar ile bildirilen tutar aynı değil.',
    paymentAlreadyCredited: 'Bu ödeme hesabınıza zaten aktarıldı.',
    withdrawalCreated: 'Para çekme talebiniz alındı. Tutar onaylanana kadar bloke edildi.',
    cancelled: 'İşlem iptal edildi.',
    approved: 'İşlem onaylandı.',
    rejected: 'İşlem reddedildi.',
    bankSaved: 'Banka hesabı kaydedildi.',
    bankDeleted: 'Banka hesabı silindi.',
    realAccountOnly:
      'Para yatırma ve çekme yalnızca Gerçek Hesap ile yapılabilir. Lütfen Gerçek Hesaba geçiniz.',
    verificationRequired:
      'Para çekebilmek için kimlik doğrulamanızın onaylanmış olması gerekir. Lütfen belgelerinizi yükleyiniz.',
    amountRequired: 'Tutar zorunludur.',
    amountNotNumber: 'Tutar bir sayı olmalıdır.',
    amountNotPositive: 'Tutar sıfırdan büyük olmalıdır.',
    amountDecimals: 'Tutar en fazla iki ondalık basamak içerebilir.',
    amountBelowMin: 'Tutar, izin verilen en düşük tutarın altında.',
    amountAboveMax: 'Tutar, izin verilen en yüksek tutarı aşıyor.',
    methodRequired: 'Ödeme yöntemi zorunludur.',
    methodInvalid: 'Ödeme yöntemi geçersiz.',
    fieldNotAllowed: 'Bu işlem türüyle gönderilemeyen bir alan var.',
    brokerAccountUnknown: 'Seçilen banka hesabı bulunamadı.',
    ibanRequired: 'IBAN zorunludur.',
    ibanNotTurkish: 'IBAN TR ile başlamalıdır.',
    ibanLength: 'IBAN TR ve 24 rakamdan oluşmalıdır.',
    ibanDigits: 'IBAN TR’den sonra yalnızca rakam içermelidir.',
    ibanChecksum: 'IBAN geçersiz; lütfen numarayı kontrol ediniz.',
    holderRequired: 'Hesap sahibinin adı soyadı zorunludur.',
    holderMismatch: 'Hesap sahibinin adı soyadı sizin adınız ve soyadınızla aynı olmalıdır.',
    insufficientFreeMargin: 'Çekmek istediğiniz tutar serbest teminatınızı aşıyor.',
    transactionNotFound: 'İşlem bulunamadı.',
    notPending: 'Bu işlem artık beklemede değil.',
    alreadyDecided: 'Bu işlem için zaten karar verilmiş.',
    cardAwaitsCode: 'Kart ile para yatırma, ödeme kuruluşunun onayıyla gerçekleşir; elle onaylanamaz.',
    reasonRequired: 'Red gerekçesi zorunludur.',
    cardNumberInvalid: 'Kart numarası geçersiz.',
    cardHolderRequired: 'Kart üzerindeki ad soyad zorunludur.',
    cardExpiryInvalid: 'Son kullanma tarihi AA/YY biçiminde olmalıdır.',
    cardExpired: 'Kartın son kullanma tarihi geçmiş.',
    cardCvcInvalid: 'CVC 3 veya 4 rakamdan oluşmalıdır.',
    codeWrong: 'Doğrulama kodu hatalı. Lütfen tekrar deneyiniz.',
    bankNotFound: 'Banka hesabı bulunamadı.',
    bankExists: 'Bu IBAN zaten kayıtlı.',
    banksFull: (max: number) => `En fazla ${max} banka hesabı kaydedilebilir.`,
    fields: {
      amount: 'Tutar',
      type: 'İşlem türü',
      method: 'Ödeme yöntemi',
      brokerAccountId: 'Banka hesabı',
      iban: 'IBAN',
      holder: 'Hesap sahibi',
      card: 'Kart bilgileri',
      paymentToken: 'Ödeme anahtarı',
      number: 'Kart numarası',
      expiry: 'Son kullanma tarihi',
      cvc: 'CVC',
      id: 'İşlem numarası',
      code: 'Doğrulama kodu',
      reason: 'Red gerekçesi',
      status: 'Durum',
      page: 'Sayfa',
    } as Record<string, string>,
  },
  // ours: the simulated card provider's hosted page (server/src/wallet/hosted-card-page.ts); a real
  // provider shows its own
  hostedCard: {
    title: 'Güvenli Ödeme',
    provider: 'Demo Ödeme Kuruluşu',
    amount: (usd: string) => `Ödenecek tutar: ${usd} USD`,
    note: 'Kart bilgileriniz yalnızca bu sayfaya gönderilir; aracı kurum kart bilgilerinizi görmez.',
    number: 'Kart numarası',
    holder: 'Kart üzerindeki ad soyad',
    expiry: 'Son kullanma tarihi (AA/YY)',
    cvc: 'CVC',
    pay: 'Öde',
    cancel: 'Vazgeç',
    codeTitle: '3-D Secure doğrulaması',
    codeText: (maskedCard: string) =>
      `${maskedCard} numaralı kartınız için bankanızın gönderdiği 6 haneli kodu giriniz.`,
    demoCode: (code: string) => `Demo: bankanın gönderdiği kod ${code}`,
    code: 'Doğrulama kodu',
    confirm: 'Onayla',
    triesLeft: (tries: number) => `Kalan deneme hakkı: ${tries}`,
    notFound: 'Ödeme oturumu bulunamadı veya süresi doldu.',
    back: 'Para yatırma sayfasına dön',
  },
  // ours: the broker's back office (server/src/back-office)
  books: {
    dateInvalid: 'Tarih geçersiz. Tarihi YYYY-AA-GG biçiminde giriniz.',
    dateFuture: 'Başlangıç tarihi bugünden sonra olamaz.',
    rangeReversed: 'Başlangıç tarihi bitiş tarihinden sonra olamaz.',
    rangeTooLong: (days: number) => `Tarih aralığı en fazla ${days} gün olabilir.`,
  },
  backOffice: {
    customerNotFound: 'Müşteri bulunamadı.',
    accountNotFound: 'Bu müşterinin böyle bir hesabı yok.',
    titleRequired: 'Başlık zorunludur.',
    titleTooLong: 'Başlık en fazla 80 karakter olabilir.',
    textRequired: 'Metin zorunludur.',
    textTooLong: 'Metin en fazla 1000 karakter olabilir.',
    broadcastSent: (recipients: number) => `Bildirim ${recipients} müşteriye gönderildi.`,
  },
  // ours: onboarding to the real account and the client-outcome ratio (server/src/compliance)
  compliance: {
    documentUnknown: 'Böyle bir belge yok.',
    versionOutdated: 'Bu belgenin güncel sürümü değil; lütfen güncel sürümü okuyup onaylayın.',
    consentRecorded: 'Onayınız kaydedildi.',
    answersInvalid: 'Her soruyu bir kez ve listedeki seçeneklerden biriyle yanıtlayın.',
    testRecorded: 'Uygunluk testi sonucunuz kaydedildi.',
    warningNotAcknowledged:
      'Bu ürünler bilgi ve deneyiminize uygun görünmüyor. Devam etmek için uyarıyı okuduğunuzu onaylayın.',
    outcomesOff: 'Müşteri sonuç oranı bu sunucuda yayımlanmıyor.',
    onboarding: 'gerçek hesap başvurusu',
    documentPublished: (version: number) => `Belgenin ${version}. sürümü yayımlandı.`,
    missing: {
      'risk-disclosure': 'Risk Bildirim Formu onayı',
      'framework-agreement': 'Çerçeve Sözleşme onayı',
      appropriateness: 'uygunluk testi',
      warning: 'uygunluk testi uyarısının onayı',
    } as Record<string, string>,
    required: (missing: readonly string[]) =>
      `Gerçek hesapta işlem yapabilmek için önce şunları tamamlayın: ${missing.join(', ')}.`,
    // professional client status (server/src/compliance/professional-status.ts)
    professionalStatementsInvalid: 'Beyanlar listedeki ölçütlerden olmalı ve her biri bir kez seçilmelidir.',
    professionalStatementsTooFew:
      'Profesyonel müşteri olabilmek için üç ölçütten en az ikisini karşıladığınızı beyan etmelisiniz.',
    professionalAlready: 'Zaten profesyonel müşterisiniz.',
    professionalPending:
      'İncelenmekte olan bir profesyonel müşteri başvurunuz var. Lütfen sonucunu bekleyiniz.',
    professionalNotFound: 'Profesyonel müşteri başvurusu bulunamadı.',
    professionalDecided: 'Bu başvuru için zaten karar verilmiş.',
    professionalReasonRequired: 'Red gerekçesi zorunludur.',
    professionalApplied:
      'Profesyonel müşteri başvurunuz alındı. İncelendikten sonra sonucu burada göreceksiniz.',
    professionalApproved: 'Başvuru onaylandı; müşteri artık profesyonel müşteri.',
    professionalRejected: 'Başvuru reddedildi.',
    // per-product switches of the profile (server/src/compliance/product-switches.ts)
    copyTradingOff: 'Kopya işlem hizmeti bu aracı kurumda sunulmuyor.',
    cryptoOff: 'Kripto para işlemleri bu aracı kurumda sunulmuyor.',
  },
  // ours: the jurisdiction's terms for new positions, leverage caps and the minimum deposit
  // (server/src/compliance/trading-terms.ts)
  tradingTerms: {
    minimumDeposit: 'Gerçek hesapta işlem açabilmek için önce asgari başlangıç tutarını yatırmanız gerekir.',
    firstDeposit: (lineTry: string, lineUsd: string, missingUsd: string) =>
      `Gerçek hesabınızda ilk işlemi açabilmek için en az ${lineTry} TL (şu anki kurla ${lineUsd} USD) yatırmış olmanız gerekir. Eksik tutar: ${missingUsd} USD.`,
    afterWithdrawal: (lineTry: string, lineUsd: string, missingUsd: string) =>
      `Para çekiminden sonra hesabınızdaki varlık asgari tutarın altında kaldı: yeni işlem açabilmek için en az ${lineTry} TL (şu anki kurla ${lineUsd} USD) gerekir. Eksik tutar: ${missingUsd} USD. Açık işlemlerinizi kapatabilirsiniz.`,
    capChanged: 'Kaldıraç sınırı güncellendi. Yeni sınır yalnızca yeni işlemlere uygulanır.',
  },
  // ours: personal information, avatar and identity verification (server/src/identity)
  identity: {
    kinds: {
      'identity-front': 'Kimlik kartı (ön yüz)',
      'identity-back': 'Kimlik kartı (arka yüz)',
      selfie: 'Kimliğinizle özçekim (selfie)',
      address: 'Adres belgesi',
    } as Record<string, string>,
    uploadKind:
      'Belge türü geçersiz. Kimlik ön yüz, kimlik arka yüz, özçekim, adres belgesi veya profil resmi seçiniz.',
    avatarType: 'Profil resmi yalnızca PNG, JPEG veya WEBP olabilir.',
    avatarTooLarge: 'Profil resmi en fazla 2 MB ve 4096 × 4096 piksel olabilir.',
    avatarUnreadable: 'Profil resmi okunamadı. Lütfen başka bir resim seçiniz.',
    documentInReview:
      'Bu belge türü için incelenen veya onaylanmış bir belgeniz var. Yalnızca reddedilen belge yeniden gönderilebilir.',
    uploadDailyLimit:
      'Günlük yükleme sınırına ulaştınız (20 dosya veya 50 MB). Lütfen yarın tekrar deneyiniz.',
    avatarMissing: 'Henüz bir profil resmi yüklemediniz.',
    documentNotFound: 'Belge bulunamadı.',
    documentDecided: 'Bu belge için zaten karar verilmiş.',
    reasonRequired: 'Red gerekçesi zorunludur.',
    approved: 'Belge onaylandı.',
    rejected: 'Belge reddedildi.',
    nationalIdInvalid:
      'T.C. Kimlik No geçersiz. 11 haneli olmalı, 0 ile başlamamalı ve kontrol haneleri doğru olmalıdır.',
    nationalIdTaken: 'Bu T.C. Kimlik No ile kayıtlı başka bir hesap var.',
    nationalIdRefused:
      'Bu T.C. Kimlik No kaydedilemedi. Numarayı kontrol ediniz; doğruysa müşteri hizmetlerimizle iletişime geçiniz.',
    identityChangeNotVerified:
      'Kimliğiniz henüz doğrulanmadığı için bu bilgileri profil sayfanızdan düzeltebilirsiniz.',
    identityChangeEmpty:
      'Değiştirmek istediğiniz adı, soyadı, T.C. Kimlik No veya doğum tarihini giriniz; gönderilen bilgiler mevcut bilgilerinizle aynı.',
    identityChangeDocuments:
      'Değişiklik talebine yeni belgelerinizi ekleyiniz (yeni kimlik kartınız ve değişikliği gösteren belge). Her belge bir talepte kullanılabilir.',
    identityChangePending: 'İncelenmekte olan bir değişiklik talebiniz var. Lütfen sonucunu bekleyiniz.',
    identityChangeNotFound: 'Değişiklik talebi bulunamadı.',
    identityChangeDecided: 'Bu değişiklik talebi için zaten karar verilmiş.',
    identityChangeSent: 'Değişiklik talebiniz alındı. İncelendikten sonra bilgileriniz güncellenecek.',
    identityChangeApproved: 'Değişiklik talebi onaylandı; müşterinin bilgileri güncellendi.',
    identityChangeRejected: 'Değişiklik talebi reddedildi.',
    identityFrozen:
      'Kimliğiniz doğrulandığı için ad, soyad, T.C. Kimlik No ve doğum tarihi buradan değiştirilemez. Değişiklik için yeni kimlik belgelerinizle bir değişiklik talebi gönderiniz.',
    birthDateInvalid: 'Doğum tarihi geçersiz. YYYY-AA-GG biçiminde, bugünden önce bir tarih giriniz.',
    underage: 'Hesap açabilmek için 18 yaşını doldurmuş olmalısınız.',
    passwordRequired: 'E-posta adresi veya telefon numarası değişikliği için mevcut şifrenizi giriniz.',
    addressInvalid: 'Adres geçersiz.',
    cityInvalid: 'Şehir geçersiz.',
    countryInvalid: 'Ülke geçersiz.',
  },
  // ours: password change, sessions and two-factor sign-in (server/src/settings)
  settings: {
    passwordChanged: 'Şifreniz güncellendi. Diğer oturumlarınız kapatıldı.',
    wrongPassword: 'Mevcut şifreniz hatalı.',
    othersRevoked: (count: number) => `${count} oturum kapatıldı.`,
    twoFactorSetup: 'Doğrulama uygulamanızla QR kodu okutup oluşan kodu giriniz.',
    twoFactorEnabled: 'İki adımlı doğrulama açıldı. Kurtarma kodlarınızı güvenli bir yerde saklayınız.',
    twoFactorDisabled: 'İki adımlı doğrulama kapatıldı.',
    twoFactorAlreadyOn: 'İki adımlı doğrulama zaten açık.',
    twoFactorNotSetUp: 'Önce iki adımlı doğrulama kurulumunu başlatınız.',
    twoFactorOff: 'İki adımlı doğrulama açık değil.',
    otpRequired: 'Doğrulama uygulamanızdaki 6 haneli kodu giriniz.',
    otpInvalid: 'Doğrulama kodu hatalı veya daha önce kullanılmış.',
    otpIssuer: 'Kaldıraç',
  },
  // ours: the bell's notifications (server/src/notifications/notification-catalogue.ts)
  notifications: {
    marked: 'Bildirimler okundu olarak işaretlendi.',
    /** A notice about an account starts with its name, so practice money is never read as real. */
    onAccount: (account: string, text: string) => `${account}: ${text}`,
    sides: { Buy: 'Alış', Sell: 'Satış' } as Record<string, string>,
    orderFilled: {
      title: 'Emir Gerçekleşti',
      text: (what: string, price: string) => `${what} emriniz ${price} fiyatından gerçekleşti.`,
    },
    orderTriggered: {
      title: 'Bekleyen Emir Gerçekleşti',
      text: (what: string, price: string) => `${what} bekleyen emriniz ${price} fiyatından gerçekleşti.`,
      /** With the order's kind named ("Limit", "Stop", "Stop-limit"). */
      kindText: (what: string, kind: string, price: string) =>
        `${what} ${kind} emriniz ${price} fiyatından gerçekleşti.`,
    },
    /** The bell's names of the order kinds. */
    pendingKinds: { limit: 'Limit', stop: 'Stop', stopLimit: 'Stop-limit' } as Record<string, string>,
    orderArmed: {
      title: 'Stop-Limit Emri Tetiklendi',
      text: (what: string, trigger: string, limit: string) =>
        `${what} stop-limit emrinizin tetik fiyatı ${trigger} görüldü; emir artık ${limit} limit fiyatından bekliyor.`,
    },
    orderExpired: {
      title: 'Emrin Süresi Doldu',
      text: (what: string, kind: string) => `${what} ${kind} emrinizin süresi doldu ve emir iptal edildi.`,
    },
    orderOcoCancelled: {
      title: 'OCO Emri İptal Edildi',
      text: (what: string, kind: string) =>
        `${what} ${kind} emriniz, OCO eşi gerçekleştiği ya da iptal edildiği için iptal edildi.`,
    },
    trailingStop: {
      title: 'İz Süren Stop Gerçekleşti',
      text: (what: string, price: string, result: string) =>
        `${what} pozisyonunuz iz süren stop seviyesinde ${price} fiyatından kapandı. Sonuç: ${result}.`,
    },
    stopLoss: {
      title: 'Zarar Durdur Gerçekleşti',
      text: (what: string, price: string, result: string) =>
        `${what} pozisyonunuz zarar durdur seviyesinde ${price} fiyatından kapandı. Sonuç: ${result}.`,
    },
    takeProfit: {
      title: 'Kar Al Gerçekleşti',
      text: (what: string, price: string, result: string) =>
        `${what} pozisyonunuz kar al seviyesinde ${price} fiyatından kapandı. Sonuç: ${result}.`,
    },
    stopOut: {
      title: 'Stop-Out',
      text: (count: number) =>
        `Teminat seviyeniz %50’ye düştüğü için ${count} pozisyonunuz piyasa fiyatından kapatıldı.`,
    },
    marginWarning: {
      title: 'Teminat Uyarısı',
      text: (pct: string) =>
        `Teminat seviyeniz %${pct} seviyesine düştü. %50’ye inerse pozisyonlarınız otomatik olarak kapatılır (stop-out).`,
    },
    depositApproved: {
      title: 'Para Yatırma Onaylandı',
      text: (amount: string, reference: string) =>
        `${amount} tutarındaki para yatırma işleminiz (${reference}) onaylandı ve hesabınıza eklendi.`,
    },
    depositRejected: {
      title: 'Para Yatırma Reddedildi',
      text: (amount: string, reference: string, reason: string) =>
        `${amount} tutarındaki para yatırma işleminiz (${reference}) reddedildi. Gerekçe: ${reason}`,
    },
    depositCancelled: {
      title: 'Para Yatırma İptal Edildi',
      text: (amount: string, reference: string) =>
        `${amount} tutarındaki para yatırma işleminiz (${reference}) iptal edildi.`,
    },
    withdrawalApproved: {
      title: 'Para Çekme Onaylandı',
      text: (amount: string, reference: string) =>
        `${amount} tutarındaki para çekme işleminiz (${reference}) onaylandı ve banka hesabınıza gönderildi.`,
    },
    withdrawalRejected: {
      title: 'Para Çekme Reddedildi',
      text: (amount: string, reference: string, reason: string) =>
        `${amount} tutarındaki para çekme işleminiz (${reference}) reddedildi; tutar hesabınıza geri bırakıldı. Gerekçe: ${reason}`,
    },
    withdrawalCancelled: {
      title: 'Para Çekme İptal Edildi',
      text: (amount: string, reference: string) =>
        `${amount} tutarındaki para çekme işleminiz (${reference}) iptal edildi; tutar hesabınıza geri bırakıldı.`,
    },
    noReason: 'belirtilmedi',
    documentApproved: {
      title: 'Belge Onaylandı',
      text: (kind: string) => `${kind} onaylandı.`,
    },
    documentRejected: {
      title: 'Belge Reddedildi',
      text: (kind: string, reason: string) =>
        `${kind} reddedildi. Gerekçe: ${reason} Lütfen belgeyi yeniden yükleyiniz.`,
    },
    robotOpened: {
      title: 'Robot İşlem Açtı',
      text: (robot: string, what: string) => `${robot} robotu ${what} pozisyon açtı.`,
    },
    robotClosed: {
      title: 'Robot İşlem Kapattı',
      text: (robot: string, what: string) => `${robot} robotu ${what} pozisyonu kapattı.`,
    },
    robotStopped: {
      title: 'Robot Durduruldu',
      dailyLossLimit: (robot: string) => `${robot} robotu günlük zarar sınırına ulaştığı için durduruldu.`,
      stopOut: (robot: string) => `${robot} robotu hesabınızda stop-out olduğu için durduruldu.`,
    },
    copyOpened: {
      title: 'Kopya İşlem Açıldı',
      text: (trader: string, what: string) => `${trader} kopyanızda ${what} pozisyon açıldı.`,
    },
    copyClosed: {
      title: 'Kopya İşlem Kapandı',
      text: (trader: string, what: string) => `${trader} kopyanızda ${what} pozisyon kapandı.`,
    },
    copyStopped: {
      title: 'Kopyalama Durduruldu',
      text: (trader: string, equity: string) =>
        `${trader} kopyanız, kopya zarar durdur seviyesine ulaştığı için durduruldu ve kopyalanan pozisyonlar kapatıldı. Kalan tutar: ${equity}.`,
    },
    // ours: price alerts (server/src/alerts)
    alertTriggered: {
      title: 'Fiyat Alarmı',
      sides: { bid: 'satış (bid)', ask: 'alış (ask)' } as Record<string, string>,
      text: (symbol: string, side: string, above: boolean, price: string, quote: string) =>
        `${symbol} ${side} fiyatı ${price} seviyesinin ${above ? 'üzerine çıktı' : 'altına indi'}: ${quote}.`,
    },
    verified: {
      title: 'Kimliğiniz Doğrulandı',
      text: 'Tüm belgeleriniz onaylandı; kimlik doğrulamanız tamamlandı. Artık para çekebilirsiniz.',
    },
  },
  // ours: watchlists kept by the server (server/src/watchlists)
  watchlists: {
    saved: 'İzleme listeleriniz kaydedildi.',
    notFound: 'İzleme listesi bulunamadı.',
    nameRequired: 'Liste adı boş olamaz.',
    nameTaken: 'Aynı adla iki liste kaydedilemez.',
    unknownSymbol: 'Listede bilinmeyen bir sembol var.',
    idRepeated: 'Aynı liste iki kez gönderildi.',
  },
  // ours: price alerts (server/src/alerts)
  alerts: {
    created: 'Fiyat alarmınız kuruldu.',
    deleted: 'Fiyat alarmı silindi.',
    // ours: a drag of the alert's line on the chart (PUT /api/alerts/{id})
    moved: 'Fiyat alarmı taşındı.',
    notFound: 'Fiyat alarmı bulunamadı.',
    unknownSymbol: 'Sembol bulunamadı.',
    tooMany: (max: number) =>
      `En fazla ${max} etkin fiyat alarmınız olabilir. Yeni bir alarm için önce birini siliniz.`,
  },
  finance: {
    brokerName: 'Kaldıraç',
    dateInvalid: 'Tarih geçersiz. Tarihi YYYY-AA-GG biçiminde giriniz.',
    dateFuture: 'Başlangıç tarihi bugünden sonra olamaz.',
    rangeReversed: 'Başlangıç tarihi bitiş tarihinden sonra olamaz.',
    rangeTooLong: (years: number) => `Tarih aralığı en fazla ${years} yıl olabilir.`,
    monthInvalid: 'Ay geçersiz. Ayı YYYY-AA biçiminde giriniz.',
    monthFuture: 'Henüz gelmemiş bir ay için ekstre alınamaz.',
    monthUnknown: 'Bu ay için hesabınızda ekstre bulunmuyor.',
    formatInvalid: 'Ekstre biçimi csv veya pdf olmalıdır.',
    accountKinds: { real: 'Gerçek', practice: 'Demo' },
    sides: { Buy: 'Alış', Sell: 'Satış' },
    ledgerKinds: {
      deposit: 'Para Yatırma',
      withdrawal: 'Para Çekme',
      realized: 'Gerçekleşen Kâr/Zarar',
      swap: 'Swap',
      credit: 'Kredi',
      stopout_reset: 'Stop-out Sıfırlama',
      practice_reset: 'Demo Bakiye Yenileme',
    },
    figureSources: {
      snapshot: 'Gün sonu kaydı',
      live: 'Anlık',
      ledger: 'Hesap hareketleri (gün sonu kaydı yok)',
    },
    statement: {
      title: 'Aylık Hesap Ekstresi',
      broker: 'Aracı Kurum',
      customer: 'Müşteri',
      account: 'Hesap No',
      accountKind: 'Hesap Türü',
      currency: 'Para Birimi',
      period: 'Dönem',
      createdAt: 'Oluşturulma Zamanı',
      summary: 'Aylık Özet',
      closedPositions: 'Ay İçinde Kapanan Pozisyonlar',
      openPositions: 'Ay Sonunda Açık Pozisyonlar',
      movements: 'Hesap Hareketleri',
      marginStatus: 'Ay Sonu Teminat Durumu',
      none: 'Kayıt yok.',
      total: 'Toplam',
      // The PDF's own lines: the account's full id under its readable number, the broker's licence
      // line and the page number in every page's foot.
      accountId: 'Hesap Kimliği',
      licence:
        'Kaldıraç Yatırım Menkul Değerler A.Ş. · Sermaye Piyasası Kurulu (SPK) yetkisiyle faaliyet gösteren aracı kurum',
      page: (page: number) => `Sayfa ${page}`,
    },
    summary: {
      openingBalance: 'Dönem Başı Bakiye',
      deposits: 'Yatırılan',
      withdrawals: 'Çekilen',
      realized: 'Gerçekleşen Kâr/Zarar',
      swap: 'Swap',
      commission: 'Komisyon',
      other: 'Diğer',
      closingBalance: 'Dönem Sonu Bakiye',
      closedTrades: 'Kapanan İşlem Sayısı',
    },
    columns: {
      item: 'Kalem',
      value: 'Değer',
      positionId: 'Pozisyon No',
      symbol: 'Sembol',
      side: 'Yön',
      lots: 'Lot',
      openTime: 'Açılış Zamanı',
      openPrice: 'Açılış Fiyatı',
      closeTime: 'Kapanış Zamanı',
      closePrice: 'Kapanış Fiyatı',
      swap: 'Swap',
      commission: 'Komisyon',
      profit: 'Kâr/Zarar',
      openProfit: 'Açık Kâr/Zarar',
      time: 'Zaman',
      kind: 'İşlem Türü',
      amount: 'Tutar',
      balanceAfter: 'İşlem Sonrası Bakiye',
      orderId: 'Emir No',
      balance: 'Bakiye',
      equity: 'Varlık',
      margin: 'Teminat',
      freeMargin: 'Serbest Teminat',
      marginLevel: 'Teminat (%)',
      source: 'Kaynak',
    },
  },
} as const;

export type ServerTexts = typeof serverTexts;
