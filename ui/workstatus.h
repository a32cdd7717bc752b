#pragma once

#include <QStringList>
#include <QWidget>

class QLabel;
class QProgressBar;

namespace parallax::ui {

// The status bar's note of what the window still computes in the background
// ("Finding conflicts…"), with a busy bar; hidden when nothing runs.
class WorkStatus final : public QWidget
{
    Q_OBJECT
public:
    explicit WorkStatus(QWidget *parent = nullptr);
    // Marks a task as running or done; `what` is shown as it is.
    void setRunning(const QString &what, bool running);
    const QStringList &running() const { return m_running; }

private:
    QStringList m_running;
    QLabel *m_label;
    QProgressBar *m_bar;
};

} // namespace parallax::ui
