// The 'Kapanan İşlemler' card: the active account's positions closed between two days, as a CSV
// the server streams. The days are checked in the form (closed-trades-rules.ts); the start
// defaults to this month's first day and the end to today (Istanbul).
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { tr } from '../../../i18n/tr-signed-in';
import { Button } from '../../../ui/button';
import { FormField } from '../../../ui/form-controls';
import { fromProblem, toProblem, type ClosedTradesRange } from '../closed-trades-rules';
import { useFileDownload } from '../hooks/use-file-download';
import { istanbulToday, monthStart } from '../istanbul-day';
import { closedTradesFile } from '../statement-files';
import { Card, Muted } from './finance.styles';

const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 180px), 1fr));
  gap: ${({ theme }) => theme.spacing.md};
  align-items: start;
`;

const Submit = styled.div`
  /* Lines the button up with the inputs, below their labels; stacked on a phone it needs no room. */
  padding-top: calc(${({ theme }) => theme.fontSizes.sm} * 1.4 + ${({ theme }) => theme.spacing.xs});
  ${({ theme }) => theme.media.below(theme.breakpoints.md)} {
    padding-top: 0;
  }
`;

export function ClosedTradesExport() {
  const texts = tr.finance.export;
  const today = istanbulToday();
  const {
    register,
    handleSubmit,
    formState: { errors },
    trigger,
  } = useForm<ClosedTradesRange>({ defaultValues: { from: monthStart(today), to: today } });
  const [download, busy] = useFileDownload();

  const onSubmit = handleSubmit(({ from, to }) => void download(closedTradesFile(from, to)));

  return (
    <Card aria-labelledby="finance-export-title">
      <div>
        <h2 id="finance-export-title">{texts.title}</h2>
        <Muted>{texts.hint}</Muted>
      </div>
      <Form onSubmit={onSubmit} noValidate aria-labelledby="finance-export-title">
        <FormField
          type="date"
          label={texts.from}
          max={today}
          error={errors.from?.message}
          {...register('from', {
            validate: (from) => fromProblem(from, today),
            // A changed start may settle or raise the end's order message.
            onChange: () => {
              if (errors.to) void trigger('to');
            },
          })}
        />
        <FormField
          type="date"
          label={texts.to}
          max={today}
          error={errors.to?.message}
          {...register('to', { validate: toProblem })}
        />
        <Submit>
          <Button type="submit" variant="primary" busy={busy} fullWidth>
            {texts.submit}
          </Button>
        </Submit>
      </Form>
    </Card>
  );
}
