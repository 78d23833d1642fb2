/** English texts of the private-message pages (see chat-zh-CN.ts); spread into en.ts. */
export const chatEn = {
  chatMsg: {
    conversationNotFound: 'Conversation not found',
    teacherNotFound: 'Teacher not found',
    onlyTeachers: 'Private messages can only be sent to teachers',
    notYourself: 'You cannot message yourself',
    contentEmpty: 'Content cannot be empty',
    tooLong: 'A private message can be at most 500 characters',
    tooFast: 'You are sending too fast, please try again later',
    sendFailed: 'Sending failed, please try again...',
  },
  chat: {
    listTitle: 'Messages',
    empty: 'No messages yet. You can message a teacher from their page',
    failed: 'Messages failed to load',
    detailTitle: 'Message',
    threadEmpty: 'No messages yet. Ask the teacher a question',
    threadFailed: 'Messages failed to load',
    retry: 'Retry',
    loadOlder: 'Earlier messages',
    placeholder: 'Type a message',
    send: 'Send',
    missing: 'Conversation not found',
    open: 'Message',
  },
};
