import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Input, Modal, Rating, Stack, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { surveyRequestSchema } from '@prepwise/contracts';
import { translateFieldError } from '../../../lib/translate-message';
import { useSubmitFeedback } from '../api/survey.api';

interface FeedbackModalProps {
  isOpen: boolean;
  onClose: () => void;
  page: string;
}

/** The survey prompt: a rating from 1 to 5 and a few words (`POST /api/survey`). */
export function FeedbackModal({ isOpen, onClose, page }: FeedbackModalProps) {
  const { t } = useTranslation();
  const submit = useSubmitFeedback();
  const form = useForm({
    resolver: zodResolver(surveyRequestSchema),
    defaultValues: { rating: 0, feedback: '', page },
  });
  const { errors } = form.formState;
  const ratingError = translateFieldError(errors.rating);

  const handleClose = () => {
    form.reset();
    onClose();
  };
  const handleValid = form.handleSubmit((values) => submit.mutate(values, { onSuccess: handleClose }));

  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('common.close') }}
      opened={isOpen}
      onClose={handleClose}
      title={t('feedback.title')}
      centered
      radius="lg"
    >
      <form noValidate onSubmit={(event) => void handleValid(event)}>
        <Stack gap="md">
          <Controller
            control={form.control}
            name="rating"
            render={({ field }) => (
              <Input.Wrapper
                label={t('feedback.rating')}
                labelElement="div"
                error={ratingError}
                withAsterisk
                id="feedback-rating"
              >
                <Rating
                  value={field.value}
                  onChange={field.onChange}
                  size="lg"
                  role="radiogroup"
                  aria-labelledby="feedback-rating-label"
                  getSymbolLabel={(value) => t('feedback.stars', { count: value })}
                />
              </Input.Wrapper>
            )}
          />
          <Textarea
            {...form.register('feedback')}
            label={t('feedback.text')}
            placeholder={t('feedback.placeholder')}
            autosize
            minRows={3}
            maxRows={8}
            error={translateFieldError(errors.feedback)}
            withAsterisk
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={handleClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={submit.isPending}>
              {t('feedback.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
