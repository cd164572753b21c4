// The trader's image, or the first letter of the name on a coloured disc when there is none (an
// empty imageUrl) or it fails to load.
import { useState } from 'react';
import { tr } from '../../../i18n/tr-signed-in';
import { Disc } from './trader-avatar.styles';

export interface TraderAvatarProps {
  name: string;
  imageUrl: string;
  sizePx?: number;
}

export function TraderAvatar({ name, imageUrl, sizePx = 48 }: TraderAvatarProps) {
  const [failed, setFailed] = useState(false);
  return (
    <Disc $sizePx={sizePx}>
      {imageUrl && !failed ? (
        <img src={imageUrl} alt={tr.traders.imageAlt(name)} onError={() => setFailed(true)} />
      ) : (
        <span aria-hidden="true">{name.slice(0, 1).toLocaleUpperCase('tr-TR')}</span>
      )}
    </Disc>
  );
}
