#pragma once

#include <QWidget>

class QLabel;
class QTextBrowser;

namespace parallax::ui {

class CorpusModel;

// The selected event: its record and, for each account, what the source
// says and the date it claims.
class EventDetails final : public QWidget
{
    Q_OBJECT
public:
    explicit EventDetails(CorpusModel *model, QWidget *parent = nullptr);

    QString plainText() const;

private:
    void refresh();

    CorpusModel *m_model;
    QTextBrowser *m_view;
};

} // namespace parallax::ui
