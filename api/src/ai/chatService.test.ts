import { readConfig } from '../config';
import { AI_OFF_HINT, createChatService } from './chatService';

describe('createChatService', () => {
  it('with no model configured, tells the operator in the log how to turn the helper on', () => {
    const logged: string[] = [];
    const service = createChatService(readConfig({ GEMINI_API_KEY: '', AI_BASE_URL: '', AI_MODEL: '' }), (message) => logged.push(message));
    expect(service.provider).toBe('none');
    expect(logged).toEqual([AI_OFF_HINT]);
    expect(AI_OFF_HINT).toMatch(/GEMINI_API_KEY.*AI_BASE_URL and AI_MODEL/);
  });

  it('with AI_BASE_URL but no AI_MODEL, says which setting is missing', () => {
    const logged: string[] = [];
    createChatService(readConfig({ AI_BASE_URL: 'http://127.0.0.1:9/v1' }), (message) => logged.push(message));
    expect(logged).toEqual([`AI_BASE_URL is set without AI_MODEL. ${AI_OFF_HINT}`]);
  });

  it('with a Gemini key, logs nothing and uses Gemini', () => {
    const logged: string[] = [];
    const service = createChatService(readConfig({ GEMINI_API_KEY: 'test-key' }), (message) => logged.push(message));
    expect(service.provider).toBe('gemini');
    expect(logged).toEqual([]);
  });
});
