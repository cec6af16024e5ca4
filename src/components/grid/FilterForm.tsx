// The filter input of a column's header menu, by kind; Apply sends the choice to the grid machine,
// which applies the spec's rules (grid.filters.ts).
import { useState, type FormEvent } from 'react';
import { Button, CheckboxGroup, Flex, SegmentedControl, Select, Text, TextField } from '@radix-ui/themes';
import { ENUM_CLEAR, formatDisplayDate, parseDateTime, type DateDisplayFormat } from '../../../machines/grid/grid.filters.ts';
import type { FilterExpression, FilterFunction, GridColumnDef } from '../../../machines/grid/grid.types.ts';
import { useT } from '../../i18n/useT.ts';
import { CalendarButton } from '../dates/CalendarButton.tsx';

const ANY = '__any__';

export interface FormProps {
  column: GridColumnDef;
  current: FilterExpression | undefined;
  dateFormat: DateDisplayFormat;
  onApply: (operator: FilterFunction, value: unknown) => void;
  onClear: () => void;
}

export function FilterForm({ column, current, dateFormat, onApply, onClear }: FormProps) {
  const t = useT();
  const options = column.options ?? [];
  const initialText = () => {
    if (!current || Array.isArray(current.value)) return '';
    if (column.kind === 'date') return formatDisplayDate(String(current.value), dateFormat);
    return String(current.value);
  };
  const [operator, setOperator] = useState<FilterFunction>(current?.filterFunction ?? defaultOperator(column));
  const [text, setText] = useState(initialText);
  const [choice, setChoice] = useState(current && !Array.isArray(current.value) ? String(current.value) : column.kind === 'boolean' ? 'true' : ANY);
  const [tags, setTags] = useState<string[]>(() =>
    Array.isArray(current?.value) ? options.filter((o) => (current.value as unknown[]).includes(o.value)).map((o) => o.label) : [],
  );

  const parsedDate = column.kind === 'date' && text.trim() ? parseDateTime(text, dateFormat) : null;
  const invalid = column.kind === 'date' && text.trim() !== '' && parsedDate === null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    switch (column.kind) {
      case 'text':
        return onApply(operator, text);
      case 'number':
        return onApply(operator, text.trim() === '' ? '' : Number(text));
      case 'date':
        return onApply('gte', parsedDate ?? '');
      case 'boolean':
        return onApply('eq', choice === 'true');
      case 'enum': {
        const option = options.find((o) => String(o.value) === choice);
        return onApply('enum', option ? option.value : ENUM_CLEAR);
      }
      case 'tags':
        return onApply('tags', tags);
    }
  };

  return (
    <form onSubmit={submit}>
      <Flex direction="column" gap="2">
        {column.kind === 'text' || column.kind === 'number' ? (
          <Flex gap="2">
            <Select.Root size="2" value={operator} onValueChange={(v) => setOperator(v as FilterFunction)}>
              <Select.Trigger aria-label={t('Condition')} style={{ minWidth: 108 }} />
              <Select.Content>
                {column.kind === 'text' ? <Select.Item value="contains">{t('Contains')}</Select.Item> : <Select.Item value="gte">{t('At least')}</Select.Item>}
                <Select.Item value="eq">{t('Equals')}</Select.Item>
              </Select.Content>
            </Select.Root>
            <TextField.Root
              autoFocus
              aria-label={t('Filter value')}
              inputMode={column.kind === 'number' ? 'decimal' : undefined}
              type={column.kind === 'number' ? 'number' : 'text'}
              value={text}
              onChange={(e) => setText(e.target.value)}
              style={{ flex: 1 }}
            />
          </Flex>
        ) : null}
        {column.kind === 'date' ? (
          <Flex direction="column" gap="1">
            <Text size="1" color="gray">
              {t('On or after')}
            </Text>
            <TextField.Root
              autoFocus
              aria-label={t('Filter date')}
              placeholder={`${dateFormat} HH:mm`}
              value={text}
              onChange={(e) => setText(e.target.value)}
              color={invalid ? 'red' : undefined}
            >
              <TextField.Slot side="right">
                {/* A picked day keeps the time typed after it (midnight when none). */}
                <CalendarButton
                  value={parsedDate?.slice(0, 10) ?? ''}
                  onPick={(day) => setText(formatDisplayDate(`${day}T${parsedDate?.slice(11) ?? '00:00:00'}`, dateFormat))}
                />
              </TextField.Slot>
            </TextField.Root>
            {invalid ? (
              <Text size="1" color="red">
                {t('Enter a date as {format}, optionally with a time HH:mm', { format: dateFormat })}
              </Text>
            ) : null}
          </Flex>
        ) : null}
        {column.kind === 'boolean' ? (
          <SegmentedControl.Root value={choice} onValueChange={setChoice}>
            <SegmentedControl.Item value="true">{t('Yes')}</SegmentedControl.Item>
            <SegmentedControl.Item value="false">{t('No')}</SegmentedControl.Item>
          </SegmentedControl.Root>
        ) : null}
        {column.kind === 'enum' ? (
          <Select.Root value={choice} onValueChange={setChoice}>
            <Select.Trigger aria-label={t('Filter value')} />
            <Select.Content>
              <Select.Item value={ANY}>{t('Any')}</Select.Item>
              <Select.Separator />
              {options.map((o) => (
                <Select.Item key={String(o.value)} value={String(o.value)}>
                  {o.label}
                </Select.Item>
              ))}
            </Select.Content>
          </Select.Root>
        ) : null}
        {column.kind === 'tags' ? (
          options.length ? (
            <CheckboxGroup.Root value={tags} onValueChange={setTags} aria-label={t('Tags')} style={{ maxHeight: 220, overflowY: 'auto' }}>
              {options.map((o) => (
                <CheckboxGroup.Item key={String(o.value)} value={o.label}>
                  {o.label}
                </CheckboxGroup.Item>
              ))}
            </CheckboxGroup.Root>
          ) : (
            <Text size="2" color="gray">
              {t('No tags yet')}
            </Text>
          )
        ) : null}
        <Flex gap="2" justify="end" mt="1">
          <Button type="button" variant="soft" color="gray" onClick={onClear} disabled={!current}>
            {t('Clear')}
          </Button>
          <Button type="submit" disabled={invalid}>
            {t('Apply')}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}

function defaultOperator(column: GridColumnDef): FilterFunction {
  switch (column.kind) {
    case 'text':
      return 'contains';
    case 'number':
    case 'date':
      return 'gte';
    case 'boolean':
      return 'eq';
    case 'enum':
      return 'enum';
    case 'tags':
      return 'tags';
  }
}
