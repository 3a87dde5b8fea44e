import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { avatarSrc, UserAvatar } from './UserAvatar';

describe('user avatar', () => {
  it('draws the default avatar', () => {
    const { container } = render(<UserAvatar user={{ _id: 'u1', avatarImage: 'default_avatar.png' }} />);
    expect(container.querySelector('[data-default-avatar]')).not.toBeNull();
    expect(avatarSrc({ _id: 'u1', avatarImage: null })).toBeNull();
  });

  it('shows an uploaded avatar from the media host by folder, owner and file name', () => {
    const { container } = render(<UserAvatar user={{ _id: 'u1', avatarImage: 'a1.webp' }} size={40} />);
    expect(container.querySelector('img')).toHaveAttribute('src', '/media/avatars/u1/a1.webp');
  });

  it('passes absolute and data addresses through', () => {
    expect(avatarSrc({ _id: 'u1', avatarImage: 'https://cdn.example/a.png' })).toBe('https://cdn.example/a.png');
    expect(avatarSrc({ _id: 'u1', avatarImage: 'data:image/png;base64,AAAA' })).toBe('data:image/png;base64,AAAA');
  });
});
