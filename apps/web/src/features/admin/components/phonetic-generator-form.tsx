import { Button, Card, Group, NativeSelect, NumberInput, Radio, Stack, Textarea } from '@mantine/core';
import { IconWand } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import {
  maxGeneratedPhoneticItems,
  maxPhoneticCandidateWords,
  phoneticQuestionTypes,
  type PhoneticGenerateRequest,
  type PhoneticQuestionType,
} from '@prepwise/contracts';
import { candidateWordsOf } from '../lib/phonetic-preview';
import { useQuestionsT } from '../lib/use-questions-t';

type Source = 'typed' | 'pick';

interface PhoneticGeneratorFormProps {
  isGenerating: boolean;
  onGenerate: (request: PhoneticGenerateRequest) => void;
}

/** The generator's request: the item type, and the admin's own words or a number to pick. */
export function PhoneticGeneratorForm({ isGenerating, onGenerate }: PhoneticGeneratorFormProps) {
  const { qt, t } = useQuestionsT();
  const [type, setType] = useState<PhoneticQuestionType>('PHONETIC_STRESS');
  const [source, setSource] = useState<Source>('typed');
  const [wordsText, setWordsText] = useState('');
  const [count, setCount] = useState<number | string>(5);
  const [wordsError, setWordsError] = useState<string | null>(null);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (source === 'pick') return onGenerate({ type, count: typeof count === 'number' ? count : 5 });
    const words = candidateWordsOf(wordsText);
    if (words.length < 4) return setWordsError(qt('phonetics.wordsTooFew'));
    if (words.length > maxPhoneticCandidateWords)
      return setWordsError(qt('phonetics.wordsTooMany', { max: maxPhoneticCandidateWords }));
    setWordsError(null);
    onGenerate({ type, words });
  };

  return (
    <Card withBorder radius="md" padding="md">
      <form onSubmit={handleSubmit} noValidate aria-label={qt('phonetics.formLabel')}>
        <Stack gap="sm">
          <NativeSelect
            label={qt('phonetics.type')}
            value={type}
            onChange={(event) => setType(event.currentTarget.value as PhoneticQuestionType)}
            data={phoneticQuestionTypes.map((value) => ({ value, label: t(`questionType.${value}`) }))}
          />
          <Radio.Group
            label={qt('phonetics.source')}
            value={source}
            onChange={(value) => setSource(value === 'pick' ? 'pick' : 'typed')}
          >
            <Group gap="lg" mt={4}>
              <Radio value="typed" label={qt('phonetics.sourceTyped')} />
              <Radio value="pick" label={qt('phonetics.sourcePick')} />
            </Group>
          </Radio.Group>
          {source === 'typed' ? (
            <Textarea
              label={qt('phonetics.words')}
              description={qt('phonetics.wordsHint')}
              autosize
              minRows={3}
              maxRows={8}
              value={wordsText}
              error={wordsError}
              onChange={(event) => setWordsText(event.currentTarget.value)}
            />
          ) : (
            <NumberInput
              label={qt('phonetics.count')}
              min={1}
              max={maxGeneratedPhoneticItems}
              clampBehavior="strict"
              allowDecimal={false}
              value={count}
              onChange={setCount}
              maw={200}
            />
          )}
          <Group>
            <Button type="submit" loading={isGenerating} leftSection={<IconWand size={16} aria-hidden />}>
              {qt('phonetics.generate')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
