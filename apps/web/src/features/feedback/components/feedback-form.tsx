import { useState } from 'react';
import { Button, ImageUploader, Input, Selector, TextArea, type ImageUploadItem } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { IMAGE_EXTENSIONS } from '@app/contract/limits';
import type { FeedbackType } from '@app/contract/member-center';
import {
  FEEDBACK_CONTACT_MAX,
  FEEDBACK_CONTENT_MAX,
  FEEDBACK_CONTENT_MIN,
  FEEDBACK_IMAGES_MAX,
  FEEDBACK_TYPES,
} from '@app/contract/member-center-constants';
import { showToast } from '../../../lib/toast';
import { useSaveFeedback } from '../api/save-feedback';
import { uploadFeedbackImage } from '../api/upload-feedback-image';
import styles from '../../../components/center-cards.module.css';

const isImageName = (name: string) =>
  (IMAGE_EXTENSIONS as readonly string[]).includes(name.split('.').pop()?.toLowerCase() ?? '');

/**
 * A complaint or suggestion: type, text within limits, up to 3 pictures (uploaded as they are picked) and an
 * optional contact. On a refusal everything typed stays.
 */
export function FeedbackForm({ onSent }: { onSent: () => void }) {
  const { t } = useTranslation();
  const [type, setType] = useState<FeedbackType>('suggestion');
  const [content, setContent] = useState('');
  const [images, setImages] = useState<ImageUploadItem[]>([]);
  const [uploading, setUploading] = useState(0);
  const [contact, setContact] = useState('');
  const save = useSaveFeedback();
  const length = content.trim().length;

  const upload = async (file: File): Promise<ImageUploadItem> => {
    setUploading((n) => n + 1);
    try {
      return { url: await uploadFeedbackImage(file) };
    } catch (error) {
      showToast(t('feedback.uploadFailed'));
      throw error;
    } finally {
      setUploading((n) => n - 1);
    }
  };

  const submit = () => {
    if (uploading > 0) return showToast(t('feedback.uploading'));
    save.mutate(
      { type, content, images: images.map((i) => i.url), ...(contact.trim() ? { contact } : {}) },
      {
        onSuccess: () => {
          showToast(t('feedback.submitted'));
          setContent('');
          setImages([]);
          setContact('');
          onSent();
        },
      },
    );
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <section className={styles.section}>
        <h3 className={styles.sectionTitle}>{t('feedback.type')}</h3>
        <Selector
          columns={3}
          options={FEEDBACK_TYPES.map((value) => ({ value, label: t(`feedback.types.${value}`) }))}
          value={[type]}
          onChange={(value) => value[0] && setType(value[0])}
        />
      </section>
      <section className={styles.section}>
        <h3 className={styles.sectionTitle}>{t('feedback.content')}</h3>
        <TextArea
          value={content}
          onChange={setContent}
          placeholder={t('feedback.contentPlaceholder')}
          rows={5}
          maxLength={FEEDBACK_CONTENT_MAX}
          showCount
          aria-label={t('feedback.content')}
        />
      </section>
      <section className={styles.section}>
        <h3 className={styles.sectionTitle}>{t('feedback.images')}</h3>
        <ImageUploader
          value={images}
          onChange={setImages}
          upload={upload}
          maxCount={FEEDBACK_IMAGES_MAX}
          accept="image/png,image/jpeg,image/gif,image/bmp"
          beforeUpload={(file) => {
            if (isImageName(file.name)) return file;
            showToast(t('profileExtra.notImage'));
            return null;
          }}
        />
      </section>
      <section className={styles.section}>
        <h3 className={styles.sectionTitle}>{t('feedback.contact')}</h3>
        <Input
          value={contact}
          onChange={setContact}
          placeholder={t('feedback.contactPlaceholder')}
          maxLength={FEEDBACK_CONTACT_MAX}
          aria-label={t('feedback.contact')}
        />
      </section>
      <div className={styles.footer}>
        <Button
          block
          color="primary"
          type="submit"
          loading={save.isPending}
          disabled={length < FEEDBACK_CONTENT_MIN || uploading > 0}
        >
          {t('feedback.submit')}
        </Button>
      </div>
    </form>
  );
}
