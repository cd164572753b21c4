// Leave stars (1–5) and a comment (1–500 characters) on a trader: POST /api/traders/comments/{id}.
// The server keeps one comment per customer and trader, so a second one replaces the first. Out of
// bounds input shows its Turkish message under the field and nothing is sent.
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { COMMENT_LENGTH_MAX, COMMENT_STARS_MAX } from '../../../../contract/traders';
import { tr } from '../../../i18n/tr-signed-in';
import { Button } from '../../../ui/button';
import { FormError, FormHint } from '../../../ui/form-controls';
import { commentProblem, starProblem } from '../follow-rules';
import { usePostComment } from '../hooks/use-trader-actions';
import { DialogForm } from './traders.styles';
import { Stars, TextArea, Label } from './comment-form.styles';

const STARS = Array.from({ length: COMMENT_STARS_MAX }, (_, index) => index + 1);

interface CommentForm {
  star: string;
  comment: string;
}

export function CommentFormCard({ traderId }: { traderId: string }) {
  const texts = tr.traders.comments;
  const id = useId();
  const { register, handleSubmit, watch, reset, formState } = useForm<CommentForm>({
    defaultValues: { star: '', comment: '' },
  });
  const [post, posting] = usePostComment();
  const { errors } = formState;

  const send = handleSubmit(async (form) => {
    const outcome = await post(traderId, { star: Number(form.star), comment: form.comment.trim() });
    if (outcome?.kind === 'done') reset();
  });

  return (
    <DialogForm noValidate onSubmit={send} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{texts.formTitle}</h3>
      <Stars aria-describedby={errors.star ? `${id}-stars-problem` : undefined}>
        <legend>{texts.starsPick}</legend>
        {STARS.map((star) => (
          <label key={star}>
            <input
              type="radio"
              value={String(star)}
              aria-label={texts.starOption(star)}
              {...register('star', { validate: (value) => starProblem(Number(value)) ?? true })}
            />
            <span aria-hidden="true">{'★'.repeat(star)}</span>
          </label>
        ))}
      </Stars>
      {errors.star && (
        <FormError id={`${id}-stars-problem`} role="alert">
          {errors.star.message}
        </FormError>
      )}
      <Label htmlFor={`${id}-text`}>{texts.text}</Label>
      <TextArea
        id={`${id}-text`}
        aria-invalid={errors.comment ? true : undefined}
        aria-describedby={errors.comment ? `${id}-problem` : `${id}-count`}
        {...register('comment', { validate: (value) => commentProblem(value) ?? true })}
      />
      {errors.comment && (
        <FormError id={`${id}-problem`} role="alert">
          {errors.comment.message}
        </FormError>
      )}
      <FormHint id={`${id}-count`}>{texts.count(watch('comment').length, COMMENT_LENGTH_MAX)}</FormHint>
      <Button type="submit" variant="primary" busy={posting}>
        {texts.send}
      </Button>
    </DialogForm>
  );
}
