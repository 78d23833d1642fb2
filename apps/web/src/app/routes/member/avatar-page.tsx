import '../../../i18n/register-member-center-catalog';
import { useCallback, useRef, useState } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { IMAGE_EXTENSIONS } from '@app/contract/limits';
import { PageShell } from '../../../components/page-shell';
import { appNavigate } from '../../../lib/navigation';
import { showSuccess, showToast } from '../../../lib/toast';
import { useMemberInfo } from '../../../features/member/api/get-member-info';
import { useModifyAvatar } from '../../../features/member/api/modify-avatar';
import { MemberAvatar } from '../../../features/member/components/avatar';
import { AvatarCropper } from '../../../features/member/components/avatar-cropper';
import styles from './member-forms.module.css';

const isImageName = (name: string) =>
  (IMAGE_EXTENSIONS as readonly string[]).includes(name.split('.').pop()?.toLowerCase() ?? '');

function loadImage(file: File): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = reject;
    image.src = URL.createObjectURL(file);
  });
}

/** mine/avatar: pick a photo, crop it to a square, upload; the server makes the stored picture. */
export function AvatarPage() {
  const { t } = useTranslation();
  const info = useMemberInfo(true);
  const [image, setImage] = useState<HTMLImageElement | null>(null);
  const crop = useRef<(() => Promise<Blob | null>) | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const modify = useModifyAvatar();
  const onReady = useCallback((fn: () => Promise<Blob | null>) => {
    crop.current = fn;
  }, []);

  const pick = async (file: File | undefined) => {
    if (!file) return;
    if (!isImageName(file.name)) return showToast(t('profileExtra.notImage'));
    try {
      setImage(await loadImage(file));
    } catch {
      showToast(t('profileExtra.notImage'));
    }
  };

  const save = async () => {
    const blob = await crop.current?.();
    if (!blob) return showToast(t('profileExtra.notImage'));
    modify.mutate(blob, {
      onSuccess: () => {
        showSuccess(t('profileExtra.avatarSaved'));
        appNavigate('', 'navigateBack');
      },
    });
  };

  return (
    <PageShell title={t('profileExtra.avatarTitle')}>
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg,image/gif,image/bmp"
        hidden
        data-testid="avatar-file"
        onChange={(event) => void pick(event.target.files?.[0])}
      />
      {image ? (
        <AvatarCropper key={image.src} image={image} onReady={onReady} />
      ) : (
        <div
          className={styles.form}
          style={{ alignItems: 'center', display: 'flex', justifyContent: 'center' }}
        >
          <MemberAvatar src={info.data?.avatar ?? null} alt={t('profile.avatar')} size={120} />
        </div>
      )}
      <div className={styles.actions}>
        <Button block onClick={() => input.current?.click()}>
          {t('profileExtra.pickPhoto')}
        </Button>
        {image ? (
          <Button
            block
            color="primary"
            loading={modify.isPending}
            onClick={() => void save()}
            style={{ marginTop: 12 }}
          >
            {t('profileExtra.saveAvatar')}
          </Button>
        ) : null}
      </div>
    </PageShell>
  );
}
