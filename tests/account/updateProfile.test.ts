// @vitest-environment node
import { profileUpdate, updateProfile } from '../../src/features/auth/index.ts';

describe('the profile update', () => {
  it('sends the trimmed name, and the phone only when it changed', () => {
    expect(profileUpdate(null, { fullName: ' Maya Lin ', phone: '' })).toEqual({
      data: { full_name: 'Maya Lin' },
    });
    expect(profileUpdate({ phone: '15550100' }, { fullName: 'Maya', phone: '15550100' })).toEqual({
      data: { full_name: 'Maya' },
    });
    expect(profileUpdate({ phone: '' }, { fullName: 'Maya', phone: ' +1 555 0100 ' })).toEqual({
      data: { full_name: 'Maya' },
      phone: '+1 555 0100',
    });
  });

  it('says offline without calling anything while the browser is offline', async () => {
    await expect(updateProfile({ fullName: 'Maya', phone: '' }, false)).resolves.toEqual({
      status: 'offline',
    });
  });
});
