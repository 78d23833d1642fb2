// Kept apart from the schemas of interactive.ts: the room's text catalog then loads no zod.

export const InteractiveMsg = {
  lotteryNotFound: '抽奖不存在',
  lotteryEnded: '抽奖已结束，无法参与',
  lotteryJoined: '您已参与本次抽奖',
  lotteryFollowersOnly: '仅关注本直播间老师的用户可参与',
  lotteryAssessedOnly: '请先完成风险测评后再参与抽奖',
  lotteryTeacherOnly: '只有本直播间的老师可以发起抽奖',
  lotteryTeacherCannotJoin: '老师不能参与自己直播间的抽奖',
  lotteryEndInvalid: '结束时间需在1分钟到24小时之内',
  quizNotFound: '问卷不存在',
  quizAnswered: '您已作答，不能重复提交',
  quizInvalidChoice: '答案无效，请每题选择一个选项',
  quizTeacherOnly: '只有本直播间的老师可以发布测验',
} as const;
