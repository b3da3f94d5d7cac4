import { Checkbox, Paper, Radio, Stack, Text } from '@mantine/core';
import { UnderlinedText } from './underlined-text';
import { OptionMark } from './option-mark';

interface ChoiceOptionsProps {
  name: string;
  label: string;
  options: { letter: string; text: string }[];
  selected: string[];
  multiple: boolean;
  /** Locked after marking: the choice stays readable but cannot change. */
  locked: boolean;
  /** Right letters once marked, else undefined. */
  rightLetters: Set<string> | undefined;
  onChange: (selected: string[]) => void;
}

function borderOf(
  rightLetters: Set<string> | undefined,
  letter: string,
  isChosen: boolean,
): string | undefined {
  if (!rightLetters) return undefined;
  if (rightLetters.has(letter)) return 'var(--mantine-color-teal-6)';
  return isChosen ? 'var(--mantine-color-red-6)' : undefined;
}

/** Lettered options as radio buttons (one answer) or check boxes (several), keyboard operable. */
export function ChoiceOptions(props: ChoiceOptionsProps) {
  const { name, label, options, selected, multiple, locked, rightLetters, onChange } = props;
  const change = (next: string[]) => {
    if (!locked) onChange(next);
  };
  const items = options.map((option) => {
    const isChosen = selected.includes(option.letter);
    const optionLabel = (
      <Text span style={{ overflowWrap: 'anywhere' }}>
        <Text span fw={700}>
          {option.letter}.
        </Text>{' '}
        <UnderlinedText text={option.text} />{' '}
        {rightLetters && <OptionMark isRight={rightLetters.has(option.letter)} isChosen={isChosen} />}
      </Text>
    );
    const control = multiple ? (
      <Checkbox value={option.letter} label={optionLabel} aria-readonly={locked} />
    ) : (
      <Radio value={option.letter} label={optionLabel} />
    );
    const border = borderOf(rightLetters, option.letter, isChosen);
    return (
      <Paper
        key={option.letter}
        withBorder
        radius="md"
        p="sm"
        style={border ? { borderColor: border, borderWidth: 2 } : undefined}
      >
        {control}
      </Paper>
    );
  });
  return multiple ? (
    <Checkbox.Group label={label} value={selected} onChange={change}>
      <Stack gap="xs" mt="xs">
        {items}
      </Stack>
    </Checkbox.Group>
  ) : (
    // Once answered the choice is kept (changes are ignored). No aria-readonly here: Mantine puts
    // the group's props on its wrapper, a plain div, where the attribute is not allowed (axe).
    <Radio.Group label={label} name={name} value={selected[0] ?? null} onChange={(value) => change([value])}>
      <Stack gap="xs" mt="xs">
        {items}
      </Stack>
    </Radio.Group>
  );
}
