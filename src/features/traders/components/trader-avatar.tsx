// The trader's image, or the first letter of the name on a coloured disc when there is none (an
// empty imageUrl) or it fails to load.
import { useState } from 'react';
import styled from 'styled-components';
import { tr } from '../../../i18n/tr-signed-in';

const Disc = styled.span<{ $sizePx: number }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ $sizePx }) => $sizePx}px;
  height: ${({ $sizePx }) => $sizePx}px;
  border-radius: 50%;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

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
