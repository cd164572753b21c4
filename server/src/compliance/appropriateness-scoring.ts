// Scores one take of the appropriateness test. Pure: every question answered exactly once with one
// of its own options, or the take is refused whole (nothing is stored from a half-valid take).
import type { AppropriatenessAnswer } from '../../../contract/compliance';
import { APPROPRIATE_SCORE_MIN, type ScoredQuestion } from './appropriateness-questions';

export type ScoredTake =
  | { ok: true; status: 'appropriate' | 'warned'; score: number }
  | { ok: false; code: 'COMPLIANCE_ANSWERS_INVALID' };

export function scoreTake(
  questions: readonly ScoredQuestion[],
  answers: readonly AppropriatenessAnswer[],
): ScoredTake {
  const invalid = { ok: false, code: 'COMPLIANCE_ANSWERS_INVALID' } as const;
  if (answers.length !== questions.length) return invalid;
  const byQuestion = new Map(answers.map((answer) => [answer.questionId, answer.optionId]));
  if (byQuestion.size !== answers.length) return invalid;
  let score = 0;
  for (const question of questions) {
    const optionId = byQuestion.get(question.id);
    const option = question.options.find((candidate) => candidate.id === optionId);
    if (!option) return invalid;
    score += option.points;
  }
  return { ok: true, status: score >= APPROPRIATE_SCORE_MIN ? 'appropriate' : 'warned', score };
}
