// The appropriateness test of SPK communiqué III-37.1: questions on the customer's knowledge of
// and experience with leveraged products. Each option carries points the client never sees; a
// take that reaches APPROPRIATE_SCORE_MIN is "appropriate", any other is "warned" (the customer
// may go on only after acknowledging the warning).
import type { AppropriatenessQuestion } from '../../../contract/compliance';

export interface ScoredQuestion {
  id: string;
  text: string;
  options: readonly { id: string; text: string; points: number }[];
}

export const APPROPRIATENESS_QUESTIONS: readonly ScoredQuestion[] = [
  {
    id: 'experience',
    text: 'Son iki yılda kaldıraçlı ürünlerde (forex, CFD, vadeli işlemler) kaç işlem yaptınız?',
    options: [
      { id: 'none', text: 'Hiç işlem yapmadım', points: 0 },
      { id: 'few', text: '1-10 işlem', points: 1 },
      { id: 'many', text: "10'dan fazla işlem", points: 2 },
    ],
  },
  {
    id: 'leverage',
    text: '1:10 kaldıraçla 1.000 USD teminatla açılan pozisyonun büyüklüğü nedir?',
    options: [
      { id: 'same', text: '1.000 USD', points: 0 },
      { id: 'tenfold', text: '10.000 USD', points: 2 },
      { id: 'unknown', text: 'Bilmiyorum', points: 0 },
    ],
  },
  {
    id: 'loss',
    text: 'Fiyat aleyhinize hareket ederse en fazla ne kadar kaybedebilirsiniz?',
    options: [
      { id: 'nothing', text: 'Hiçbir şey, kaldıraçlı işlemlerde zarar olmaz', points: 0 },
      { id: 'margin', text: 'Hesabımdaki paranın tamamını kaybedebilirim', points: 2 },
      { id: 'unknown', text: 'Bilmiyorum', points: 0 },
    ],
  },
  {
    id: 'stopout',
    text: 'Teminat seviyeniz belirlenen sınırın altına düşerse ne olur?',
    options: [
      { id: 'closed', text: 'Pozisyonlarım piyasa fiyatından kapatılabilir', points: 2 },
      { id: 'nothing', text: 'Hiçbir şey olmaz', points: 0 },
      { id: 'unknown', text: 'Bilmiyorum', points: 0 },
    ],
  },
  {
    id: 'education',
    text: 'Finans veya sermaye piyasaları alanında eğitiminiz ya da iş deneyiminiz var mı?',
    options: [
      { id: 'yes', text: 'Evet', points: 1 },
      { id: 'no', text: 'Hayır', points: 0 },
    ],
  },
];

/** Enough to have understood leverage, loss and stop-out (three right answers make 6). */
export const APPROPRIATE_SCORE_MIN = 6;

/** The questions as the client sees them: without the points. */
export function publicQuestions(): AppropriatenessQuestion[] {
  return APPROPRIATENESS_QUESTIONS.map((question) => ({
    id: question.id,
    text: question.text,
    options: question.options.map(({ id, text }) => ({ id, text })),
  }));
}
