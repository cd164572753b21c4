// Version 1 of the three documents a customer reads (docs/jurisdiction.md): the risk disclosure
// form and the framework agreement of SPK communiqué III-37.1 on leveraged transactions, and the
// privacy notice (aydınlatma metni) of KVKK law 6698 article 10. An operator publishes later
// versions; these texts are what a fresh install serves until then.
import type { ComplianceDocumentName } from '../../../contract/compliance';

export interface CatalogueDocument {
  title: string;
  text: string;
}

const RISK_DISCLOSURE = [
  'Kaldıraçlı alım satım işlemleri (forex, emtia, endeks, pay senedi ve kripto varlıklara dayalı fark sözleşmeleri) yüksek düzeyde risk içerir ve her yatırımcı için uygun değildir.',
  'Kaldıraç, küçük bir teminatla büyük bir pozisyon açmanızı sağlar. Fiyatlardaki küçük bir hareket, yatırdığınız teminata oranla büyük bir kâra ya da zarara yol açabilir. Kaldıraç oranı yükseldikçe zarar etme riskiniz de artar.',
  'Piyasa aleyhinize hareket ettiğinde teminatınız yetersiz kalabilir; bu durumda pozisyonlarınız size ayrıca haber verilmeden, piyasa fiyatından kapatılabilir (stop-out). Fiyat boşlukları, düşük likidite ve hızlı piyasalarda emirleriniz istediğiniz fiyattan gerçekleşmeyebilir.',
  'Gece boyunca açık tutulan pozisyonlara swap (finansman) maliyeti yansıtılır. Yabancı para cinsinden işlemlerde kur değişimleri de sonucunuzu etkiler.',
  'Geçmiş getiriler gelecekteki sonuçların göstergesi değildir. Kaybetmeyi göze alamayacağınız parayla işlem yapmayınız. Bireysel müşteri hesaplarının önemli bir bölümü bu ürünlerde para kaybetmektedir.',
  'Bu formu okuyarak kaldıraçlı işlemlerin risklerini anladığınızı ve işlemlerinizin sonuçlarından yalnızca sizin sorumlu olduğunuzu kabul etmiş olursunuz.',
].join('\n\n');

const PRIVACY_NOTICE = [
  'Kaldıraç Yatırım Menkul Değerler A.Ş. ("Şirket") olarak, 6698 sayılı Kişisel Verilerin Korunması Kanunu\'nun 10. maddesi uyarınca sizi kişisel verilerinizin işlenmesi hakkında bilgilendiririz.',
  'İşlenen veriler: kimlik (ad, soyad, T.C. kimlik numarası, doğum tarihi), iletişim (e-posta, telefon, adres), müşteri işlem (emirler, para yatırma ve çekme kayıtları), finansal (banka ve IBAN bilgileri) ve işlem güvenliği (oturum, IP adresi, cihaz) verileriniz.',
  'İşleme amaçları: sözleşmenin kurulması ve ifası, sermaye piyasası mevzuatı ile 5549 sayılı Kanun (MASAK) kapsamındaki yükümlülüklerin yerine getirilmesi, müşterinin tanınması, işlem güvenliğinin sağlanması ve yetkili kurumlara bilgi verilmesi.',
  "Hukuki sebepler: Kanun'un 5. maddesinde yer alan sözleşmenin ifası, hukuki yükümlülüğün yerine getirilmesi ve meşru menfaat sebepleri.",
  'Aktarım: Verileriniz yalnızca yasal yükümlülükler çerçevesinde Sermaye Piyasası Kurulu, Mali Suçları Araştırma Kurulu, Merkezi Kayıt Kuruluşu gibi yetkili kurum ve kuruluşlara ve hizmet aldığımız bankalara aktarılır.',
  'Toplama yöntemi: Verileriniz uygulama ve internet sitesi üzerinden elektronik ortamda toplanır.',
  "Haklarınız: Kanun'un 11. maddesi uyarınca verilerinizin işlenip işlenmediğini öğrenme, bilgi talep etme, düzeltilmesini veya silinmesini isteme, itiraz etme ve zararınızın giderilmesini talep etme haklarına sahipsiniz. Başvurularınızı kvkk@kaldirac.com.tr adresine iletebilirsiniz.",
].join('\n\n');

const FRAMEWORK_AGREEMENT = [
  'Bu Çerçeve Sözleşme, Kaldıraç Yatırım Menkul Değerler A.Ş. ("Aracı Kurum") ile müşteri arasında kaldıraçlı alım satım işlemlerine ilişkin genel koşulları düzenler.',
  'Konu: Aracı Kurum, müşterinin emirlerini elektronik işlem platformu üzerinden kabul eder ve gerçekleştirir. Müşteri, emirlerini yalnızca kendi adına ve hesabına verir.',
  'Teminat: Pozisyon açmak için gereken teminat, işlem anındaki kaldıraç oranına göre hesaplanır. Teminat seviyesi mevzuatta ve platformda belirtilen seviyenin altına düştüğünde pozisyonlar Aracı Kurum tarafından kapatılabilir. Müşteri hesabı negatif bakiyeye düşerse bakiye sıfırlanır.',
  'Ücretler: İşlemlere uygulanan spread, swap ve diğer ücretler platformda ve web sitesinde ilan edilir; değişiklikler önceden duyurulur.',
  'Kayıtlar: Aracı Kurum, emirleri, işlemleri ve hesap hareketlerini mevzuatta öngörülen süre boyunca saklar; müşteri hesap ekstrelerine platform üzerinden her zaman ulaşabilir.',
  'Şikâyetler ve uyuşmazlıklar: Müşteri şikâyetlerini platformdaki destek kanalından iletebilir. Uyuşmazlıklarda Türkiye Cumhuriyeti hukuku uygulanır ve İstanbul mahkemeleri ile icra daireleri yetkilidir.',
  'Yürürlük: Sözleşme, müşterinin elektronik ortamda onay vermesiyle yürürlüğe girer; yeni bir sürüm yayımlandığında gerçek hesapta işlem yapabilmek için yeni sürümün de onaylanması gerekir.',
].join('\n\n');

export const DOCUMENT_CATALOGUE: Readonly<Record<ComplianceDocumentName, CatalogueDocument>> = {
  'risk-disclosure': { title: 'Risk Bildirim Formu', text: RISK_DISCLOSURE },
  'privacy-notice': { title: 'Kişisel Verilerin Korunması Aydınlatma Metni', text: PRIVACY_NOTICE },
  'framework-agreement': { title: 'Kaldıraçlı İşlemler Çerçeve Sözleşmesi', text: FRAMEWORK_AGREEMENT },
};

/** The version every catalogue text carries; published versions start after it. */
export const CATALOGUE_VERSION = 1;
