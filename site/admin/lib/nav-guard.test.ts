import { describe, expect, it } from 'vitest';
import { createNavGuard, UNSAVED_CHANGES_MESSAGE } from './nav-guard';

describe('unsaved-changes guard', () => {
  it('lets navigation through without asking while nothing is dirty', () => {
    const asked: string[] = [];
    const guard = createNavGuard((m) => (asked.push(m), false));
    expect(guard.confirmLeave()).toBe(true);
    expect(asked).toEqual([]);
  });

  it('asks while a form is dirty and stays when the editor refuses', () => {
    const asked: string[] = [];
    const guard = createNavGuard((m) => (asked.push(m), false));
    guard.setDirty('post-form', true);
    expect(guard.confirmLeave()).toBe(false);
    expect(asked).toEqual([UNSAVED_CHANGES_MESSAGE]);
    expect(guard.isDirty()).toBe(true);
  });

  it('forgets the dirty forms once the editor agreed to leave, so it asks only once', () => {
    let answers = 0;
    const guard = createNavGuard(() => (answers++, true));
    guard.setDirty('a', true);
    guard.setDirty('b', true);
    expect(guard.confirmLeave()).toBe(true);
    expect(guard.confirmLeave()).toBe(true);
    expect(answers).toBe(1);
  });

  it('lets exactly one navigation through after allowNext (a save that moves on)', () => {
    const guard = createNavGuard(() => false);
    guard.setDirty('a', true);
    guard.allowNext();
    expect(guard.confirmLeave()).toBe(true);
    expect(guard.confirmLeave()).toBe(false);
  });

  it('is clean again when the form reports clean', () => {
    const guard = createNavGuard(() => false);
    guard.setDirty('a', true);
    guard.setDirty('a', false);
    expect(guard.isDirty()).toBe(false);
    expect(guard.confirmLeave()).toBe(true);
  });
});
