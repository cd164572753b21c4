// The 'Kapanan İşlemler' card: the active account's positions closed between two days, as a CSV
// the server streams. The days are checked in the form (closed-trades-rules.ts); the start
// defaults to this month's first day and the end to today (Istanbul). The file comes in the
// standard CSV dialect or the one Turkish Excel opens into columns.
import { useForm } from 'react-hook-form';
import { tr } from '../../../i18n/tr-signed-in';
import { Button } from '../../../ui/button';
import { FormField, FormLabel as LabelText } from '../../../ui/form-controls';
import { fromProblem, toProblem, type ClosedTradesRange } from '../closed-trades-rules';
import { useFileDownload } from '../hooks/use-file-download';
import { istanbulToday, monthStart } from '../istanbul-day';
import { closedTradesFile, CSV_DIALECTS, type CsvDialect } from '../statement-files';
import { Card, Muted, Select } from './finance.styles';
import { Form, Submit } from './closed-trades-export.styles';

export function ClosedTradesExport() {
  const texts = tr.finance.export;
  const today = istanbulToday();
  const {
    register,
    handleSubmit,
    formState: { errors },
    trigger,
  } = useForm<ClosedTradesRange & { dialect: CsvDialect }>({
    defaultValues: { from: monthStart(today), to: today, dialect: 'standard' },
  });
  const [download, busy] = useFileDownload();

  const onSubmit = handleSubmit(
    ({ from, to, dialect }) => void download(closedTradesFile(from, to, { dialect })),
  );

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
        <LabelText>
          {texts.dialect}
          <Select {...register('dialect')}>
            {CSV_DIALECTS.map((dialect) => (
              <option key={dialect} value={dialect}>
                {texts.dialects[dialect]}
              </option>
            ))}
          </Select>
        </LabelText>
        <Submit>
          <Button type="submit" variant="primary" busy={busy} fullWidth>
            {texts.submit}
          </Button>
        </Submit>
      </Form>
    </Card>
  );
}
