// The texts of the first visit: sign-in, sign-up, password reset, the shell's loading and error
// screens. Texts quoted by SPEC.md are word for word as it writes them (its spelling without
// Turkish letters included); texts the spec leaves to us are marked "ours". Every other text of the
// signed-in app is in tr-signed-in.ts, which extends this catalogue: the two files are the SPA's one
// catalogue, split so that the sign-in page's JavaScript carries only its own texts (its budget is
// 150 KB gzip). Code reachable from /sign-in imports this file; everything else imports
// tr-signed-in.ts, whose `tr` holds both.

export const tr = {
  app: {
    title: 'Kaldıraç', // ours
    currency: 'USD',
  },
  // ours: accessible names and small texts of the layout and the shared ui pieces
  layout: {
    close: 'Kapat',
    back: 'Geri',
    account: 'Hesabım',
    notifications: 'Bildirimler',
    openMenu: 'Menüyü aç',
    closeMenu: 'Menüyü kapat',
    mainNav: 'Ana menü',
    sidebar: 'Kenar menü',
    accountFigures: 'Hesap özeti',
    home: 'Ana sayfaya git',
    themeDark: 'Koyu',
    themeLight: 'Açık',
    quickActions: 'Hızlı işlemler',
    noNotifications: 'Henüz bir bildiriminiz yok.',
  },
  errors: {
    generic: 'Bir Hata Oluştu, Daha Sonra Deneyiniz.',
    system: 'Sistem Hatası! Lütfen daha sonra tekrar deneyiniz.',
    // What an exception without a message of its own shows (SPEC.md section 8).
    exception: 'Bir hata oluştu.',
  },
  loading: {
    data: 'Veri Yükleniyor..',
    generic: 'Yükleniyor...',
    english: 'Loading...',
  },
  // ours: the session screens (sign-in, sign-up, forgot-password, reset-password).
  session: {
    signIn: {
      title: 'Giriş Yap',
      identifier: 'E-posta veya Telefon',
      password: 'Şifre',
      submit: 'Giriş Yap',
      forgot: 'Şifremi Unuttum',
      noAccount: 'Hesabınız yok mu?',
      toSignUp: 'Kayıt Ol',
      otp: 'Doğrulama Kodu',
      otpHint: 'Doğrulama uygulamanızdaki 6 haneli kodu veya bir kurtarma kodunu girin.',
    },
    signUp: {
      title: 'Kayıt Ol',
      name: 'Ad',
      surname: 'Soyad',
      email: 'E-posta',
      phone: 'Telefon',
      password: 'Şifre',
      passwordConfirm: 'Şifre Tekrarı',
      terms: 'Kullanım koşullarını okudum ve kabul ediyorum.',
      submit: 'Kayıt Ol',
      haveAccount: 'Zaten hesabınız var mı?',
      toSignIn: 'Giriş Yap',
      done: 'Kayıt başarılı. Giriş yapabilirsiniz.',
    },
    forgot: {
      title: 'Şifremi Unuttum',
      intro: 'Kayıtlı e-posta adresinizi girin, şifre sıfırlama bağlantısını gönderelim.',
      email: 'E-posta',
      submit: 'Bağlantı Gönder',
      sent: 'Şifre sıfırlama bağlantısı gönderildi.',
      back: 'Girişe Dön',
    },
    reset: {
      title: 'Yeni Şifre Belirle',
      password: 'Yeni Şifre',
      passwordConfirm: 'Yeni Şifre Tekrarı',
      submit: 'Şifreyi Güncelle',
      done: 'Şifreniz güncellendi. Yeni şifrenizle giriş yapabilirsiniz.',
      back: 'Girişe Dön',
    },
    validation: {
      required: 'Bu alan zorunludur.',
      emailInvalid: 'Geçerli bir e-posta adresi giriniz.',
      phoneInvalid: 'Telefon numarası yalnızca rakamlardan oluşmalı ve 10-15 haneli olmalıdır.',
      passwordRules: 'Şifre en az 8 karakter olmalı; büyük harf, küçük harf ve rakam içermelidir.',
      passwordMismatch: 'Şifreler eşleşmiyor.',
      termsRequired: 'Devam etmek için kullanım koşullarını kabul etmelisiniz.',
      privacyNoticeRequired: "Devam etmek için Aydınlatma Metni'ni okuduğunuzu onaylamalısınız.",
    },
  },
  // ours: the jurisdiction's texts the first visit shows (issue 21): the risk warning strip of the
  // sign-in and signed-in pages, and the privacy notice (KVKK article 10) on the sign-up form.
  compliance: {
    riskWarningLabel: 'Risk uyarısı',
    /** `share` is the losing percentage already joined to its suffix ("%74'ü"). */
    riskWarning: (share: string, year: string, quarter: string) =>
      `Bireysel müşteri hesaplarının ${share} ${year} yılının ${quarter}. çeyreğinde kaldıraçlı işlemlerde para kaybetmiştir. Kaldıraçlı işlemler yüksek risk içerir; kaybetmeyi göze alamayacağınız parayla işlem yapmayınız.`,
    /** Before any quarter with retail accounts is complete (a new broker): the warning without a share. */
    riskWarningGeneral:
      'Kaldıraçlı işlemler yüksek risk içerir ve yatırdığınız paranın tamamını kaybedebilirsiniz; kaybetmeyi göze alamayacağınız parayla işlem yapmayınız. Bireysel müşteri hesaplarının kaybetme oranı, hesapların bulunduğu ilk tam çeyrekten sonra burada yayımlanır.',
    privacyNoticeAccept: "Aydınlatma Metni'ni okudum.",
    privacyNoticeShow: 'Aydınlatma Metni',
    privacyNoticeHide: "Aydınlatma Metni'ni gizle",
    // The broker's per-product switches: the same sentences as the server's refusals. Here rather
    // than in the signed-in catalogue because the feature's entry, which the sign-in page imports,
    // shows them.
    productOff: {
      copyTrading: 'Kopya işlem hizmeti bu aracı kurumda sunulmuyor.',
      crypto: 'Kripto para işlemleri bu aracı kurumda sunulmuyor.',
    },
  },
  shell: {
    chunkFailedTitle: 'Sayfa yüklenemedi.',
    chunkFailedText: 'Bağlantınızı kontrol edip tekrar deneyiniz.',
    retry: 'Tekrar Dene',
    pages: {
      robots: 'Robotlar',
      wallet: 'Hesabım',
      information: 'Kişisel Bilgilerim',
      verification: 'Kimlik Doğrulama',
      deposit: 'Para Yatır',
      withdrawal: 'Para Çek',
      traders: 'Traderlar',
      trader: 'Trader',
      finance: 'Finans',
      settings: 'Ayarlar',
      actions: 'İşlemler',
      nft: 'Kripto Paralar',
      collections: 'Koleksiyonlar',
    },
  },
} as const;

export type Catalogue = typeof tr;
